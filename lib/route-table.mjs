// The one route table: every page of the site, its title, menu group and description, as plain data that the
// app (through lib/routes.ts), the proxy matcher test, the Playwright suites, the benchmark and the demo's check all
// import. Adding a page is one entry here and one folder under app/. `backendFed`: the page shows the backend's
// data, so it is regenerated every REVALIDATE_SECONDS rather than fixed at build time.
//
// The JSDoc `const` keeps every path a literal type for TypeScript, so a path that is not in the table does not
// compile where a page path is expected.

export const ROUTE_GROUPS = Object.freeze(
  /** @type {const} */ ([
    { id: 'about', label: 'About RASI' },
    { id: 'members', label: 'Members' },
    { id: 'media', label: 'News & media' },
    { id: 'services', label: 'Services' },
    { id: 'contact', label: 'Contact' },
  ]).map((group) => Object.freeze(group)),
);

export const ROUTES = Object.freeze(
  /** @type {const} */ ([
    {
      path: '/',
      title: 'Home',
      group: 'home',
      backendFed: true,
      description:
        'RASI, the Regional Association of Small Industries: news, bulletins, events and services for small manufacturers of the Kaveri delta.',
    },
    {
      path: '/aboutrasi',
      title: 'About RASI',
      group: 'about',
      description: 'The history of RASI since 1972, the eight districts it serves and the association in numbers.',
    },
    {
      path: '/presidentmessage',
      title: "President's letter",
      group: 'about',
      description: 'A letter to members from the President of RASI on the year ahead for small industries.',
    },
    {
      path: '/vision&mission',
      title: 'Vision and mission',
      group: 'about',
      description:
        'What RASI stands for: its vision for small industry in the delta and the mission that guides its work.',
    },
    {
      path: '/milestones',
      title: 'Milestones',
      group: 'about',
      description: 'Five decades of RASI in dated milestones, from its founding in 1972 to today.',
    },
    {
      path: '/officebearers',
      title: 'Office bearers',
      group: 'about',
      description: 'The elected office bearers of RASI for the current term, with their roles and firms.',
    },
    {
      path: '/pastpresident',
      title: 'Past presidents',
      group: 'about',
      description: 'Every President of RASI since 1972, with their terms of office.',
    },
    {
      path: '/executivemembers',
      title: 'Executive committee',
      group: 'about',
      description: 'The members of the RASI executive committee for the current term.',
    },
    {
      path: '/roll-of-honour',
      title: 'Roll of honour',
      group: 'about',
      description: 'Members of RASI honoured for their contribution to industry and to the region.',
    },
    {
      path: '/membership',
      title: 'Membership',
      group: 'members',
      description: 'Join RASI: membership categories, eligibility, fees and how to apply.',
    },
    {
      path: '/membersbenefits',
      title: 'Member benefits',
      group: 'members',
      description: 'What RASI membership gives a small manufacturer: advocacy, training, trade fairs, advice and more.',
    },
    {
      path: '/rasi-members',
      title: 'Member directory',
      group: 'members',
      description: 'Find a RASI member firm by name, product, industry category or district.',
    },
    {
      path: '/seniormembers',
      title: 'Senior members',
      group: 'members',
      description: 'The senior members of RASI whose firms have served the association for decades.',
    },
    {
      path: '/bulletins',
      title: 'Bulletins',
      group: 'media',
      backendFed: true,
      description: 'RASI bulletins year by year, with the events of each year.',
    },
    {
      path: '/notification',
      title: 'Notifications',
      group: 'media',
      backendFed: true,
      description: 'Circulars, notices and announcements from RASI to its members.',
    },
    {
      path: '/gallery',
      title: 'Gallery',
      group: 'media',
      backendFed: true,
      description: 'Photographs from RASI events, trade fairs, training programmes and visits.',
    },
    {
      path: '/tradefairs',
      title: 'Trade fairs',
      group: 'media',
      backendFed: true,
      description: 'Trade fairs organised and attended by RASI, and the member firms exhibiting with us.',
    },
    {
      path: '/visitorsbook',
      title: 'Visitors book',
      group: 'media',
      description: 'Remarks left in the RASI visitors book by dignitaries and guests.',
    },
    {
      path: '/services',
      title: 'Services',
      group: 'services',
      description: 'The services RASI offers to member firms and to small industry in the delta.',
    },
    {
      path: '/sevicesprovided',
      title: 'Services provided',
      group: 'services',
      description: 'What RASI has done for members: cases handled, trainings held and facilities provided.',
    },
    {
      path: '/guidancecell',
      title: 'Guidance cell',
      group: 'services',
      description:
        'The RASI guidance cell: free advice on finance, approvals, schemes and exports, and how to reach it.',
    },
    {
      path: '/enterpreneurship',
      title: 'Entrepreneurship',
      group: 'services',
      description:
        'Entrepreneurship programmes and government schemes for new and growing small industries, and how to join.',
    },
    {
      path: '/mouwithtechnicalinstitutions',
      title: 'MOUs with technical institutions',
      group: 'services',
      description:
        'Memoranda of understanding between RASI and technical institutions for training, testing and research.',
    },
    {
      path: '/membershipingovtcommittees',
      title: 'Membership in government committees',
      group: 'services',
      description: 'Government committees and boards on which RASI represents small industry.',
    },
    {
      path: '/contactus',
      title: 'Contact us',
      group: 'contact',
      description: 'How to reach RASI: address, telephone, email, office hours and a map.',
    },
  ]).map((route) => Object.freeze(route)),
);
