// Writes the typed client's types from the API document (see apps/server/src/testing/api-types.ts).
// Run by `npm run generate`; it builds the app on an in-memory database to read the document.
import fs from 'node:fs';
import { API_TYPES_FILE, apiTypesSource, currentApiTypes, readApiDocument } from '../apps/server/src/testing/api-types.ts';
import { createTestApp } from '../apps/server/src/testing/test-app.ts';

const t = await createTestApp();
try {
  const wanted = await apiTypesSource(await readApiDocument(t));
  if (currentApiTypes() !== wanted) {
    fs.writeFileSync(API_TYPES_FILE, wanted);
    console.log(`wrote ${API_TYPES_FILE}`);
  }
} finally {
  await t.close();
}
