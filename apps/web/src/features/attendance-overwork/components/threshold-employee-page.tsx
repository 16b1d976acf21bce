import { ThresholdPage } from './threshold-page.tsx';

/** Settings › Threshold › Employee. */
export default function ThresholdEmployeePage() {
  return <ThresholdPage targetType="employee" />;
}
