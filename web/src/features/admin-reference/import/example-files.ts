import { IMPORT_EXAMPLES } from '@protea/shared/reference-examples';
import type { ImportRegister } from '@protea/shared/schemas/reference-data';

/** The example file of a register, as docs/examples holds it and the server offers it. */
export const exampleCsv = (register: ImportRegister) => IMPORT_EXAMPLES[register];

export const exampleFileName = (register: ImportRegister) => `${register}-example.csv`;
