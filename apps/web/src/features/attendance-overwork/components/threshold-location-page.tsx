import { ThresholdPage } from './threshold-page.tsx';

/** Settings › Threshold › Location. */
export default function ThresholdLocationPage() {
  return <ThresholdPage targetType="location" />;
}
