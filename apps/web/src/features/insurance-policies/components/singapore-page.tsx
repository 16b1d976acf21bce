import { CountryPage } from './country-page.tsx';

/** Settings › Insurance › Singapore. */
export default function SingaporePage() {
  return <CountryPage country="SG" />;
}
