import type { ImportRegister } from './schemas/reference-data.js';

/**
 * The example file of each import, as the back office offers it for download (in the browser and from
 * `GET /admin/reference/{register}/example`) and docs/examples holds it: a server test keeps them the same and checks
 * each imports without a bad line.
 */
export const IMPORT_EXAMPLES: Record<ImportRegister, string> = {
  complexes: `complex_name,street_address,suburb,city,province,unit_number,premise_code
Riviera Gardens,18 Rhodes Street,Riviera,Pretoria,Gauteng,1,RV001-001
Riviera Gardens,18 Rhodes Street,Riviera,Pretoria,Gauteng,2,RV001-002
Riviera Gardens,18 Rhodes Street,Riviera,Pretoria,Gauteng,3A,RV001-03A
"Oak Hill Estate, Phase 2",7 Botha Avenue,Lyttelton,Centurion,Gauteng,12,OH002-012
`,
  accounts: `account_number,holder_name,holder_id_number,cell_number,email,complex_name,unit_number,deposit_held,opened_on,closed_on
00042001,Lerato Molefe,8804120124083,082 555 0101,lerato@example.com,Riviera Gardens,1,2000.00,2024-03-01,
00042002,Jacaranda Coffee Roasters (Pty) Ltd,2015/123456/07,+27825550102,,Riviera Gardens,2,R 5 000,01/07/2023,
00042003,Pieter Botha,7505055009089,,,"Oak Hill Estate, Phase 2",12,0,2019-11-15,30/09/2026
`,
};
