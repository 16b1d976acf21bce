import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A section another feature adds to the employee profile (the employment contract, the KETs): the
 * profile lists it after its own, with an anchor in its table of sections. Features declare theirs
 * in `profile-sections.ts`; app/ composes them, so the employees feature names none of them.
 */
export interface ProfileSection {
  /** The element id the section's heading carries (#ketsDetail): links and reminders open it. */
  readonly anchor: string;
  /** Its title, a namespaced i18n key ('employmentTerms:contract.title'). */
  readonly titleKey: string;
  /** The employee field whose level shows or hides it for the caller. */
  readonly field: string;
  /** Its place among the added sections (lowest first). */
  readonly order: number;
  readonly Component: LazyExoticComponent<ComponentType<{ readonly employeeId: string }>>;
}

export function defineProfileSections<const S extends readonly ProfileSection[]>(sections: S): S {
  return sections;
}

export const ProfileSectionsContext = createContext<readonly ProfileSection[]>([]);

/** The sections the features add to the profile, in order. */
export function useProfileSections(): readonly ProfileSection[] {
  return useContext(ProfileSectionsContext);
}
