import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { TerminatingCustomer } from './termination-wizard';

/** The holder of a register account as staff read it under Reference data: name, ID number and cell number on file. */
export async function holderOnFile(request: APIRequestContext, accountNumber: string) {
  expect((await request.post('api/admin/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const response = await request.get(`api/admin/reference/accounts?search=${accountNumber}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as {
    items: Array<{
      accountNumber: string;
      holderName: string;
      holderIdNumber: string;
      cellPhone: string | null;
      complexName: string | null;
      unitNumber: string | null;
    }>;
  };
  const account = items.find((item) => item.accountNumber === accountNumber);
  expect(account?.cellPhone, `the holder of ${accountNumber} has a cell number on file`).toBeTruthy();
  return {
    name: account!.holderName,
    idNumber: account!.holderIdNumber,
    cellPhoneE164: account!.cellPhone!,
    complexName: account!.complexName,
    unitNumber: account!.unitNumber,
  };
}

/**
 * The customer as the register's holder: their ID number and cell number on file, so the request needs nobody's
 * confirmation (issue 39). Codes then go to the holder's number, which no other journey uses.
 */
export async function asHolder(
  request: APIRequestContext,
  customer: TerminatingCustomer,
): Promise<TerminatingCustomer> {
  const holder = await holderOnFile(request, customer.accountNumber);
  return {
    ...customer,
    idNumber: holder.idNumber,
    cellPhone: `0${holder.cellPhoneE164.slice(3)}`,
    cellPhoneE164: holder.cellPhoneE164,
  };
}
