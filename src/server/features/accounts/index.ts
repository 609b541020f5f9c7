/** The accounts area: what other parts of the server may use of it. */
import type { Area } from '../../kernel/area';
import { storagePath } from '../../store/storage-path';
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
  history: [{ namespace: storagePath('/administrativeAccounts'), label: 'Administrative Accounts' }],
  // Accounts live in the accounts table, not as collection items: found by username.
  searchable: [{ store: storagePath('/administrativeAccounts'), find: (store, text, limit) => store.searchAccounts(text, limit) }],
};
