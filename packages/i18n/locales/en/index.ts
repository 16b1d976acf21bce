// The whole catalog of this language; keep in step with src/namespaces.ts.
import publicTexts from './public.ts';
import appTexts from './app.ts';

export default { ...publicTexts, ...appTexts };
