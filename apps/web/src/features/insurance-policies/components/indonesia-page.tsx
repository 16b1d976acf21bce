import { CountryPage } from './country-page.tsx';

/** Settings › Insurance › Indonesia. */
export default function IndonesiaPage() {
  return <CountryPage country="ID" />;
}
