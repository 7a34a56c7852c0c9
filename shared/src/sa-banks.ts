/**
 * South African banks with their universal branch codes and the account-number lengths they issue
 * (PRODUCT.md 'Terminations': picking the bank fills the code; the account number must be plausible
 * for that bank). The lengths are what the banks publish for personal cheque and savings accounts.
 */
export interface SaBank {
  /** Stored and sent as the `bank` field. */
  name: string;
  branchCode: string;
  minDigits: number;
  maxDigits: number;
}

export const SA_BANKS: readonly SaBank[] = [
  { name: 'ABSA Bank', branchCode: '632005', minDigits: 9, maxDigits: 11 },
  { name: 'African Bank', branchCode: '430000', minDigits: 11, maxDigits: 11 },
  { name: 'Bank Zero', branchCode: '888000', minDigits: 10, maxDigits: 11 },
  { name: 'Bidvest Bank', branchCode: '462005', minDigits: 10, maxDigits: 11 },
  { name: 'Capitec Bank', branchCode: '470010', minDigits: 10, maxDigits: 10 },
  { name: 'Discovery Bank', branchCode: '679000', minDigits: 10, maxDigits: 11 },
  { name: 'First National Bank (FNB)', branchCode: '250655', minDigits: 10, maxDigits: 11 },
  { name: 'Investec Bank', branchCode: '580105', minDigits: 9, maxDigits: 11 },
  { name: 'Nedbank', branchCode: '198765', minDigits: 10, maxDigits: 11 },
  { name: 'Old Mutual Bank', branchCode: '462005', minDigits: 10, maxDigits: 11 },
  { name: 'Standard Bank', branchCode: '051001', minDigits: 9, maxDigits: 11 },
  { name: 'TymeBank', branchCode: '678910', minDigits: 11, maxDigits: 11 },
] as const;

export const SA_BANK_NAMES = SA_BANKS.map((bank) => bank.name) as [string, ...string[]];

export const findSaBank = (name: string | undefined) => SA_BANKS.find((bank) => bank.name === name);

/** Digits only, of a length the bank issues. */
export function isPlausibleAccountNumber(bankName: string | undefined, accountNumber: string): boolean {
  const bank = findSaBank(bankName);
  if (!bank || !/^\d+$/.test(accountNumber)) return false;
  return accountNumber.length >= bank.minDigits && accountNumber.length <= bank.maxDigits;
}
