import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuName } from '@tenaga/contracts/menu';

/**
 * A step another feature adds to Add employee (time off: the leave profile). Its fields sit under
 * `key` in the add form, and `bodyOf` turns them into its part of the new employee's body, which the
 * server's module of the same feature writes in the employee's transaction. Features declare theirs
 * in `add-employee-steps.ts`; app/ composes them, so the employees feature names none of them.
 */
export interface AddEmployeeStep {
  /** The step's key: its fields' first name in the form and its part's name in the body. */
  readonly key: string;
  /** Its title in the steps, a namespaced i18n key. */
  readonly titleKey: string;
  /** Shown to those with this menu at edit: the same grant the server asks for. */
  readonly menu: MenuName;
  /** Its place among the added steps (lowest first), all after the record's own and before the account. */
  readonly order: number;
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Its part of the body from its fields' values; undefined when nothing was given. */
  readonly bodyOf: (values: unknown) => unknown;
}

export function defineAddEmployeeSteps<const S extends readonly AddEmployeeStep[]>(steps: S): S {
  return steps;
}

export const AddEmployeeStepsContext = createContext<readonly AddEmployeeStep[]>([]);

/** The steps the features add to Add employee, in order. */
export function useAddEmployeeSteps(): readonly AddEmployeeStep[] {
  return useContext(AddEmployeeStepsContext);
}
