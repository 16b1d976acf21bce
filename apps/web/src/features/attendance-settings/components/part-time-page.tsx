import { SettingsPage } from './settings-page.tsx';

/** Settings › Attendance setting › Part time. */
export default function PartTimeSettingsPage() {
  return <SettingsPage employment="partTime" />;
}
