import * as contracts from '@tenaga/contracts';
import type { BodyInputOf } from '@tenaga/contracts/route';
import type { ApiClient } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/**
 * Exports the employee list and reads the file: at once when the export was small, else after its
 * job ran. `mode` says which it was.
 */
export async function exportedEmployees(
  t: TestApp,
  session: { api: ApiClient; token: string },
  body: BodyInputOf<typeof contracts.exportEmployees>,
) {
  const started = await session.api.ok(contracts.exportEmployees, { body });
  let result: contracts.FileResult;
  if (started.mode === 'file') result = started.file;
  else {
    await t.jobs.drain();
    result = (await session.api.ok(contracts.getJob, { params: { id: started.jobId } })).result as contracts.FileResult;
  }
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/v2/files/${result.fileId}`,
    headers: { authorization: `Bearer ${session.token}` },
  });
  return { mode: started.mode, rows: result.rows, fileName: result.fileName, file };
}
