// Generated list of this language's namespaces; keep in step with src/namespaces.ts.
import common from './common.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import validation from './validation.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import menu from './menu.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import access from './access.json' with { type: 'json' };
import audit from './audit.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import payroll from './payroll.json' with { type: 'json' };

export default { common, errors, validation, auth, shell, menu, home, settings, notifications, access, audit, users, payroll };
