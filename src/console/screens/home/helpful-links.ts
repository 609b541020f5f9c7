/** The dashboard's Helpful Links (SPEC 2.5), each opened in a new tab, and the clustering guide. */
export interface HelpfulLink {
  key: string;
  href: string;
  iconName: string;
}

export const helpfulLinks: HelpfulLink[] = [
  { key: 'downloads', href: 'https://www.pingidentity.com/en/resources/downloads/pingfederate.html', iconName: 'download' },
  { key: 'releaseNotes', href: 'https://docs.pingidentity.com/pingfederate/latest/release_notes/pf_release_notes.html', iconName: 'notes' },
  { key: 'support', href: 'https://www.pingidentity.com/en/support.html', iconName: 'support' },
  { key: 'integrations', href: 'https://www.pingidentity.com/en/integrations.html', iconName: 'integrations' },
  { key: 'devops', href: 'https://docs.pingidentity.com/devops/', iconName: 'devops' },
  { key: 'performance', href: 'https://docs.pingidentity.com/pingfederate/latest/performance_tuning_guide/pf_performance_tuning_guide.html', iconName: 'performance' },
];

export const CLUSTERING_GUIDE_URL = 'https://docs.pingidentity.com/pingfederate/latest/server_clustering_guide/pf_server_clustering_guide.html';
