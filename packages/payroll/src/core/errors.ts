/** Thrown for any input the engine cannot compute honestly; `field` names the offending argument. */
export class PayrollInputError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(`${field}: ${message}`);
    this.name = 'PayrollInputError';
    this.field = field;
  }
}
