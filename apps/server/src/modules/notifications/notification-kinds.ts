/**
 * A kind of notification a module sends ('approvalRequest': a request waits for you). Each user
 * chooses, per kind, whether it shows in the app (the bell, the list, the live toast) and whether
 * it is mailed; the kind gives the choice everyone starts with.
 */
export interface NotificationKind {
  readonly kind: string;
  /** i18n keys of its name and of what it tells, on the notification settings page. */
  readonly labelKey: string;
  readonly descriptionKey: string;
  readonly inApp: boolean;
  readonly email: boolean;
}

export interface NotificationChoice {
  readonly inApp: boolean;
  readonly email: boolean;
}

/** What a user has chosen for a kind, or the kind's own defaults. */
export function choiceFor(kind: NotificationKind, chosen: NotificationChoice | undefined): NotificationChoice {
  return chosen ?? { inApp: kind.inApp, email: kind.email };
}
