/** The accounts area: what other parts of the server may use of it. */
export { changePassword, deleteAccount, getAccount, getAccounts, resetPassword, updateAccount } from './account-admin-handlers';
export { addAccount } from './account-handlers';
export { createAccount } from './administrative-accounts';
