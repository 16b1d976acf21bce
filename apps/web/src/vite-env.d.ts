/** Build-time settings of the web app (Vite's `VITE_` variables). */
interface ImportMetaEnv {
  /** The power-edit host's API base (spec §7), e.g. 'https://power-edit.example.com/api/v2'; unset: this server's /api/v2. */
  readonly VITE_POWER_EDIT_API_BASE?: string;
}
