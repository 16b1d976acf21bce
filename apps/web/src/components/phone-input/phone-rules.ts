import { useEffect, useState } from 'react';
import type * as PhoneNumberModule from './phone-number.ts';

export type PhoneNumbers = typeof PhoneNumberModule;

let loading: Promise<PhoneNumbers> | undefined;
let loaded: PhoneNumbers | undefined;

/**
 * libphonenumber with its full metadata (the numbering plans that tell +84 111 222 333 is no
 * number, ~60 KiB compressed): loaded when a phone field is shown or checked, not with every form.
 */
export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  return (loading ??= import('./phone-number.ts').then((module) => (loaded = module)));
}

/** The phone rules once loaded (a phone field starts the download when it mounts); null until then. */
export function usePhoneNumbers(): PhoneNumbers | null {
  const [phones, setPhones] = useState<PhoneNumbers | null>(() => loaded ?? null);
  useEffect(() => {
    if (phones) return undefined;
    let live = true;
    void loadPhoneNumbers().then((module) => live && setPhones(module));
    return () => {
      live = false;
    };
  }, [phones]);
  return phones;
}
