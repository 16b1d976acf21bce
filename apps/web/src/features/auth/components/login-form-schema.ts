import type * as Contracts from '@tenaga/contracts/modules/auth.contracts';
import type { DeferredSchema } from '../../../components/form/schema-form.tsx';

const fromContracts = (contracts: typeof Contracts) => contracts.login.body.omit({ deviceId: true });
export type LoginFormSchema = ReturnType<typeof fromContracts>;

let loading: Promise<LoginFormSchema> | undefined;

/**
 * The login form's rules: the login contract's body. zod and the contracts are not needed to show
 * the login page, so they load right after it (the page starts the download when it mounts).
 */
export const LOGIN_FORM_SCHEMA: DeferredSchema<LoginFormSchema> = {
  load: () => (loading ??= import('@tenaga/contracts/modules/auth.contracts').then(fromContracts)),
  required: ['domain', 'username', 'password'],
};
