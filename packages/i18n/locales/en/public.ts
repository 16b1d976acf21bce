// The texts of the pages before login (src/namespaces.ts PUBLIC_NAMESPACES): the first download.
import common from './common.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import validation from './validation.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };

export default { common, errors, validation, auth, shell };
