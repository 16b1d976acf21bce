import { SettingsPage } from './settings-page.tsx';

/** Settings › Attendance setting › Full time. */
export default function FullTimeSettingsPage() {
  return <SettingsPage employment="fullTime" />;
}
