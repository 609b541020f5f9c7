/** English strings of the System pages reached from messages (SPEC 2.2): Dependency Errors, External Systems, PingOne Identity Repository. */
export const systemPagesTexts: Record<string, string> = {
  'dependencyErrors.title': 'Dependency Errors',
  'dependencyErrors.description':
    'Configuration objects that name an object which does not exist, such as a mapping whose access token manager was deleted on another node or left out of an imported archive. Open an object to choose what it should name; a save is refused until then.',
  'dependencyErrors.refresh': 'Check Again',
  'dependencyErrors.failed': 'The dependency errors could not be read.',
  'dependencyErrors.noneTitle': 'No dependency errors',
  'dependencyErrors.noneDescription': 'Every object you may read names only objects that exist.',
  'dependencyErrors.countOne': '1 reference names an object that does not exist.',
  'dependencyErrors.count': '{n} references name objects that do not exist.',
  'dependencyErrors.object': 'Object',
  'dependencyErrors.type': 'Type',
  'dependencyErrors.field': 'Field',
  'dependencyErrors.problem': 'Problem',
};
