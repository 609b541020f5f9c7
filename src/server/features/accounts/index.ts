/** The accounts area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { changePassword, deleteAccount, getAccount, getAccounts, resetPassword, updateAccount } from './account-admin-handlers';
import { addAccount } from './account-handlers';
export { changePassword, deleteAccount, getAccount, getAccounts, resetPassword, updateAccount } from './account-admin-handlers';
export { addAccount } from './account-handlers';
export { createAccount } from './administrative-accounts';

export const accountsArea: Area = {
  name: 'accounts',
  uses: [],
  handlers: () => ({ addAccount, getAccounts, getAccount, updateAccount, deleteAccount, resetPassword, changePassword }),
  replaces: {
    addAccount: 'accounts live in the accounts store with a password hash, checked against the password rules, not as configuration items',
    getAccounts: 'accounts live in the accounts store and are answered without their password hash',
    getAccount: 'accounts live in the accounts store and are answered without their password hash',
    updateAccount: 'nobody deactivates or demotes themselves, and the last active user administrator stays one',
    deleteAccount: 'nobody deletes themselves or the last active user administrator, and the account\'s sessions end',
  },
};
