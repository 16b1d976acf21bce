import { z } from 'zod';
import { zodErrorMap } from './validation.ts';

// Every schema's messages are i18n keys of the `validation` namespace, on the server and in the form.
z.config({ customError: zodErrorMap });
