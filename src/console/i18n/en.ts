/** English console strings (SPEC's exact texts). Page texts come from generated/messages.gen.ts. */
import { clusterTexts } from './en-cluster';
import { dashboardTexts } from './en-dashboard';
import { frameTexts } from './en-frame';
import { licenseTexts } from './en-license';
import { pingOneConnectionsTexts } from './en-pingone-connections';
import { scopesTexts } from './en-scopes';
import { rulesTexts } from './en-rules';
import { setupTexts } from './en-setup';
import { tokenSigningKeysTexts } from './en-token-signing-keys';

// Each area keeps its strings in its own file; keys are prefixed by the area so they cannot clash.
const commonTexts: Record<string, string> = {
  'login.title': 'Sign On',
  'login.username': 'Username',
  'login.password': 'Password',
  'login.submit': 'Sign On',
  'login.failed': 'Sign on failed.',
  'login.lockedOut': 'Too many failed sign-on attempts. Please wait a moment before trying again.',
  'frame.home': 'Home',
  'frame.navigation': 'Main navigation',
  'frame.signOut': 'Sign Out',
  'frame.signOutUser': 'Sign Out ({username})',
  'frame.accountMenu': 'Account',
  'frame.loading': 'Loading…',
  'frame.messages': 'Messages',
  'frame.closeMessage': 'Close message',
  'notFound.title': 'Page not found',
  'notFound.description': 'There is no console page at {path}.',
  'legacy.frameTitle': '{label}',
  'common.edit': 'Edit',
  'common.view': 'View',
  'common.delete': 'Delete',
  'common.cancel': 'Cancel',
  'common.confirm': 'Delete',
  'common.undo': 'Undo',
  'common.readOnly': 'Read-only: your account can view but not change this configuration.',
  'common.loadFailed': 'The data could not be loaded.',
  'cards.shownOf': '{shown} of {total} shown',
  'cards.showMore': 'Show more',
  'cards.loadingMore': 'Loading more…',
  'cards.search': 'Search',
  'cards.sortAscending': 'A–Z',
  'cards.sortDescending': 'Z–A',
  'cards.sortLabel': 'Sort order, now {order}',
  'common.noAccess': 'Your account has no access to this page. Its roles do not allow reading this configuration.',
  'common.saveFailed': 'Save Failed.',
  'form.required': '{label} is required.',
  'form.tooLong': '{label} must be at most {limit} characters.',
  'form.pattern': '{label} is invalid.',
  'form.invalid': '{label} is invalid.',
  'form.lockedHelp': '{label} cannot be changed once created.',
  'stringList.markedDeleted': 'Will be deleted on save',
  'stringList.empty': 'No entries.',
  'common.unknown': 'Unknown',
  'common.back': 'Back to the list',
  'common.saved': 'Settings saved.',
  'common.save': 'Save',
  'common.actions': 'Actions',
  'table.search': 'Search',
  'table.noRows': 'No items.',
  'table.pagination': 'Pages',
  'table.previous': 'Previous',
  'table.next': 'Next',
  'table.page': 'Page {page}',
  'table.total': '{count} total',
  'select.placeholder': '- SELECT -',
  'select.noOptions': 'No matching options.',
  'picker.add': 'Add {name}',
  'picker.remove': 'Remove {name}',
  'picker.addAll': 'Add all shown',
  'picker.removeAll': 'Remove all',
  'picker.search': 'Search available',
  'picker.loading': 'Loading…',
  'picker.none': 'None',
  'picker.dragHint': 'Drag between the lists, or use the buttons.',
  'picker.moved': '{name} moved to {list}.',
  'toggle.on': 'On',
  'toggle.off': 'Off',
};

export const en: Record<string, string> = { ...commonTexts, ...frameTexts, ...dashboardTexts, ...setupTexts, ...licenseTexts, ...clusterTexts, ...scopesTexts, ...rulesTexts, ...pingOneConnectionsTexts, ...tokenSigningKeysTexts };
