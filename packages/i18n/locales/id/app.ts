// The texts of the signed-in app: loaded after login.
import menu from './menu.json' with { type: 'json' };
import home from './home.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import notifications from './notifications.json' with { type: 'json' };
import access from './access.json' with { type: 'json' };
import audit from './audit.json' with { type: 'json' };
import users from './users.json' with { type: 'json' };
import payroll from './payroll.json' with { type: 'json' };
import reference from './reference.json' with { type: 'json' };
import widgets from './widgets.json' with { type: 'json' };
import employees from './employees.json' with { type: 'json' };
import organisation from './organisation.json' with { type: 'json' };
import clientContracts from './clientContracts.json' with { type: 'json' };
import imports from './imports.json' with { type: 'json' };
import customFields from './customFields.json' with { type: 'json' };

export default {
  menu,
  home,
  settings,
  notifications,
  access,
  audit,
  users,
  payroll,
  widgets,
  employees,
  reference,
  organisation,
  clientContracts,
  imports,
  customFields,
};
