import { CountryPage } from './country-page.tsx';

/** Settings › Insurance › Vietnam. */
export default function VietnamPage() {
  return <CountryPage country="VN" />;
}
