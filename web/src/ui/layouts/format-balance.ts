/** 'Current Balance: {n} PKR' shows at least two decimals and at most three (money is kept in milli-PKR). */
export function formatBalance(balance: number | null | undefined): string {
  if (balance === null || balance === undefined || !Number.isFinite(balance)) return '';
  return balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
}
