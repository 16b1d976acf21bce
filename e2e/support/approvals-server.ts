// The e2e server: the product's modules plus the test-only approval probe (a route that submits a
// request, since the modules owning the request kinds come later). The product entry is main.ts.
import { MODULES } from '../../apps/server/src/modules/index.ts';
import { startServer } from '../../apps/server/src/start.ts';
import { approvalProbeModule } from '../../apps/server/src/testing/approval-probe.module.ts';

await startServer({ modules: [...MODULES, approvalProbeModule] });
