import { IMPORT_HEADERS, type ImportRegister } from '@protea/shared/schemas/reference-data';

/** A few lines of each register's file as a billing or property system writes it (docs/api/reference-data.md). */
const EXAMPLE_LINES: Record<ImportRegister, readonly string[]> = {
  complexes: [
    'Example Gardens,12 Example Street,Lynnwood,Pretoria,Gauteng,1,EXG-001',
    'Example Gardens,12 Example Street,Lynnwood,Pretoria,Gauteng,2,EXG-002',
    '"Example Court, Block B",4 Long Street,Irene,Centurion,Gauteng,B1,EXC-B01',
  ],
  accounts: [
    '00012345,Naledi Khumalo,8001015009087,082 555 1234,naledi@example.com,Example Gardens,1,2000.00,2024-03-01,',
    '00012346,Thorn & Sons (Pty) Ltd,2015/123456/07,,,Example Gardens,2,"5,000.00",01/06/2023,30/09/2026',
  ],
};

/** The example file of a register: its header, then lines to copy. */
export const exampleCsv = (register: ImportRegister) =>
  `${[IMPORT_HEADERS[register].join(','), ...EXAMPLE_LINES[register]].join('\r\n')}\r\n`;

export const exampleFileName = (register: ImportRegister) => `${register}-example.csv`;
