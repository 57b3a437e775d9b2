// Titles of the synthesis pages (route table `title` keys, under `nav`). They load with the boot because
// the navigation bar shows them before a page's chunk has arrived.
export default {
  synthesis: 'Synthesis',
  synthesisDetail: 'Recipe',
  synthesisPick: 'Pick fragments',
  synthesisRecords: 'My syntheses',
} as const;
