// The one route table: every page of the site, its title, menu group and description, as plain data that the
// app (through lib/routes.ts), the Playwright suites, the benchmark and the demo's check all import. A page is named
// here once (docs/adding-a-page.md): its two route files, the search's map of its words and the proxy's matcher are
// written from this table by `npm run routes` (scripts/write-routes.mjs; `npm run dev` and `npm run build` run it),
// and the navigation, sitemap, hreflang links and the bench read it.
// - `component`: the page's body under components/pages/, '<folder>/<file>#<Export>'; it takes a `locale`;
// - `content`: the content modules whose words the page shows, for the site search ('<module>' for all of
//   content/<module>.ts, '<module>#<export>,<export>' for some of it); none where all its words come from the
//   backend or are documents of their own (people, committees);
// - `updated`: the day the page's own words last changed (YYYY-MM-DD), shown as its "Last updated" date
//   (lib/last-updated.ts); a backend-fed page shows its newest item's date instead when that is later;
//   `ta.updated`, the day its Tamil words alone changed since, for the Tamil page;
// - `people`: the list of people (or committees) the page shows, each a document of the site search
//   (lib/search/index-documents.ts);
// - `showsBackendLists`: the page shows the backend's lists. The sitemap says it changes daily and ranks it higher,
//   and the tests look for each list's items on it; its regeneration comes from the lists it reads (pageData,
//   lib/api/data-policy.ts), not from this.
//
// The JSDoc `const` keeps every path a literal type for TypeScript, so a path that is not in the table does not
// compile where a page path is expected.

export const ROUTE_GROUPS = Object.freeze(
  /** @type {const} */ ([
    { id: 'about', label: 'About RASI', ta: 'ராசி பற்றி' },
    { id: 'members', label: 'Members', ta: 'உறுப்பினர்கள்' },
    { id: 'media', label: 'News & media', ta: 'செய்திகளும் ஊடகமும்' },
    { id: 'services', label: 'Services', ta: 'சேவைகள்' },
    { id: 'contact', label: 'Contact', ta: 'தொடர்புக்கு' },
  ]).map((group) => Object.freeze(group)),
);

export const ROUTES = Object.freeze(
  /** @type {const} */ ([
    {
      path: '/',
      title: 'Home',
      group: 'home',
      component: 'home/home-page#HomePage',
      updated: '2026-10-06',
      content: ['home#welcome,atAGlance,quickLinks'],
      showsBackendLists: true,
      description:
        'RASI, the Regional Association of Small Industries: news, bulletins, events and services for small manufacturers of the Kaveri delta.',
      ta: {
        updated: '2026-11-28',
        title: 'முகப்பு',
        description:
          'ராசி, மண்டல சிறு தொழில்கள் சங்கம்: காவிரி டெல்டாவின் சிறு உற்பத்தியாளர்களுக்கான செய்திகள், செய்தி மடல்கள், நிகழ்வுகள் மற்றும் சேவைகள்.',
      },
    },
    {
      path: '/aboutrasi',
      title: 'About RASI',
      group: 'about',
      component: 'aboutrasi/about-page#AboutPage',
      updated: '2026-06-30',
      content: ['about'],
      description: 'The history of RASI since 1972, the eight districts it serves and the association in numbers.',
      ta: {
        updated: '2026-12-03',
        title: 'ராசி பற்றி',
        description: '1972 முதல் ராசியின் வரலாறு, அது சேவை செய்யும் எட்டு மாவட்டங்கள், சங்கம் குறித்த புள்ளிவிவரங்கள்.',
      },
    },
    {
      path: '/presidentmessage',
      title: "President's letter",
      group: 'about',
      component: 'presidentmessage/president-message-page#PresidentMessagePage',
      updated: '2026-10-02',
      content: ['president-message'],
      description: 'A letter to members from the President of RASI on the year ahead for small industries.',
      ta: {
        updated: '2026-11-28',
        title: 'தலைவரின் கடிதம்',
        description: 'வரும் ஆண்டில் சிறு தொழில்களின் நிலை குறித்து ராசி தலைவர் உறுப்பினர்களுக்கு எழுதிய கடிதம்.',
      },
    },
    {
      path: '/vision&mission',
      title: 'Vision and mission',
      group: 'about',
      component: 'vision-mission/vision-mission-page#VisionMissionPage',
      updated: '2025-09-27',
      content: ['vision-mission'],
      description:
        'What RASI stands for: its vision for small industry in the delta and the mission that guides its work.',
      ta: {
        updated: '2026-11-28',
        title: 'தொலைநோக்கும் பணி நோக்கமும்',
        description: 'ராசியின் கொள்கை: டெல்டாவின் சிறு தொழிலுக்கான அதன் தொலைநோக்கும், அதன் பணிகளை வழிநடத்தும் பணி நோக்கமும்.',
      },
    },
    {
      path: '/milestones',
      title: 'Milestones',
      group: 'about',
      component: 'milestones/milestones-page#MilestonesPage',
      updated: '2026-06-30',
      content: ['milestones'],
      description: 'Five decades of RASI in dated milestones, from its founding in 1972 to today.',
      ta: {
        updated: '2026-11-28',
        title: 'மைல்கற்கள்',
        description: 'தேதிவாரியாகத் தொகுக்கப்பட்ட ராசியின் ஐந்து பத்தாண்டுக்கால மைல்கற்கள்: 1972-இல் தொடங்கியது முதல் இன்று வரை.',
      },
    },
    {
      path: '/officebearers',
      title: 'Office bearers',
      group: 'about',
      component: 'officebearers/office-bearers-page#OfficeBearersPage',
      people: 'officeBearers',
      updated: '2025-09-27',
      description: 'The elected office bearers of RASI for the current term, with their roles and firms.',
      ta: {
        updated: '2026-11-28',
        title: 'நிர்வாகிகள்',
        description: 'நடப்புப் பதவிக்காலத்துக்குத் தேர்ந்தெடுக்கப்பட்ட ராசி நிர்வாகிகளும், அவர்களின் பொறுப்புகளும் நிறுவனங்களும்.',
      },
    },
    {
      path: '/pastpresident',
      title: 'Past presidents',
      group: 'about',
      component: 'pastpresident/past-presidents-page#PastPresidentsPage',
      people: 'pastPresidents',
      updated: '2025-09-27',
      description: 'Every President of RASI since 1972, with their terms of office.',
      ta: {
        updated: '2026-11-28',
        title: 'முன்னாள் தலைவர்கள்',
        description: '1972 முதல் ராசியின் தலைவர்களாக இருந்த அனைவரும், அவர்களின் பதவிக்காலங்களும்.',
      },
    },
    {
      path: '/executivemembers',
      title: 'Executive committee',
      group: 'about',
      component: 'executivemembers/executive-members-page#ExecutiveMembersPage',
      people: 'executiveMembers',
      updated: '2025-10-04',
      description: 'The members of the RASI executive committee for the current term.',
      ta: {
        title: 'செயற்குழு',
        description: 'நடப்புப் பதவிக்காலத்துக்கான ராசி செயற்குழு உறுப்பினர்கள்.',
      },
    },
    {
      path: '/roll-of-honour',
      title: 'Roll of honour',
      group: 'about',
      component: 'roll-of-honour/roll-of-honour-page#RollOfHonourPage',
      people: 'rollOfHonour',
      updated: '2025-12-15',
      description: 'Members of RASI honoured for their contribution to industry and to the region.',
      ta: {
        updated: '2026-11-28',
        title: 'கௌரவப் பட்டியல்',
        description: 'தொழில்துறைக்கும் இப்பகுதிக்கும் ஆற்றிய பங்களிப்புக்காகக் கௌரவிக்கப்பட்ட ராசி உறுப்பினர்கள்.',
      },
    },
    {
      path: '/membership',
      title: 'Membership',
      group: 'members',
      component: 'membership/membership-page#MembershipPage',
      updated: '2026-04-01',
      content: ['membership'],
      description: 'Join RASI: membership categories, eligibility, fees and how to apply.',
      ta: {
        updated: '2026-11-28',
        title: 'உறுப்பினர் சேர்க்கை',
        description: 'ராசியில் சேருங்கள்: உறுப்பினர் வகைகள், தகுதி, கட்டணங்கள் மற்றும் விண்ணப்பிக்கும் முறை.',
      },
    },
    {
      path: '/membersbenefits',
      title: 'Member benefits',
      group: 'members',
      component: 'membersbenefits/member-benefits-page#MemberBenefitsPage',
      updated: '2026-04-01',
      content: ['member-benefits'],
      description: 'What RASI membership gives a small manufacturer: advocacy, training, trade fairs, advice and more.',
      ta: {
        updated: '2026-11-28',
        title: 'உறுப்பினர் நன்மைகள்',
        description:
          'ராசி உறுப்பினராவதால் ஒரு சிறு உற்பத்தியாளர் பெறும் பயன்கள்: கோரிக்கை முன்னெடுப்பு, பயிற்சி, வர்த்தகக் கண்காட்சிகள், ஆலோசனை மற்றும் பல.',
      },
    },
    {
      path: '/rasi-members',
      title: 'Member directory',
      group: 'members',
      component: 'rasi-members/member-directory-page#MemberDirectoryPage',
      updated: '2026-11-02',
      content: ['members#directoryLead,MEMBER_CATEGORY_LABELS'],
      description: 'Find a RASI member firm by name, product, industry category or district.',
      ta: {
        updated: '2026-12-03',
        title: 'உறுப்பினர் விவரப் பட்டியல்',
        description:
          'ராசி உறுப்பினர் நிறுவனங்களைப் பெயர், உற்பத்திப் பொருள், தொழில் பிரிவு, மாவட்டம் ஆகியவற்றைக் கொண்டு தேடிக் கண்டறியுங்கள்.',
      },
    },
    {
      path: '/seniormembers',
      title: 'Senior members',
      group: 'members',
      component: 'seniormembers/senior-members-page#SeniorMembersPage',
      people: 'seniorMembers',
      updated: '2025-10-04',
      description: 'The senior members of RASI whose firms have served the association for decades.',
      ta: {
        updated: '2026-11-28',
        title: 'மூத்த உறுப்பினர்கள்',
        description: 'பல பத்தாண்டுகளாகச் சங்கத்துக்குப் பணியாற்றிய நிறுவனங்களைச் சேர்ந்த ராசியின் மூத்த உறுப்பினர்கள்.',
      },
    },
    {
      path: '/bulletins',
      title: 'Bulletins',
      group: 'media',
      component: 'bulletins/bulletins-page#BulletinsPage',
      updated: '2026-01-12',
      showsBackendLists: true,
      description: 'RASI bulletins year by year, with the events of each year.',
      ta: {
        updated: '2026-11-28',
        title: 'செய்தி மடல்கள்',
        description: 'ஆண்டுவாரியாக ராசி செய்தி மடல்களும், ஒவ்வோர் ஆண்டின் நிகழ்வுகளும்.',
      },
    },
    {
      path: '/notification',
      title: 'Notifications',
      group: 'media',
      component: 'notification/notifications-page#NotificationsPage',
      updated: '2026-01-12',
      showsBackendLists: true,
      description: 'Circulars, notices and announcements from RASI to its members.',
      ta: {
        updated: '2026-11-28',
        title: 'அறிவிப்புகள்',
        description: 'ராசி தன் உறுப்பினர்களுக்கு அனுப்பும் சுற்றறிக்கைகள், அறிவிப்புகள் மற்றும் செய்திகள்.',
      },
    },
    {
      path: '/gallery',
      title: 'Gallery',
      group: 'media',
      component: 'gallery/gallery-page#GalleryPage',
      updated: '2026-01-12',
      showsBackendLists: true,
      description: 'Photographs from RASI events, trade fairs, training programmes and visits.',
      ta: {
        updated: '2026-11-28',
        title: 'படத்தொகுப்பு',
        description: 'ராசி நிகழ்வுகள், வர்த்தகக் கண்காட்சிகள், பயிற்சித் திட்டங்கள் மற்றும் பார்வைப் பயணங்களின் புகைப்படங்கள்.',
      },
    },
    {
      path: '/tradefairs',
      title: 'Trade fairs',
      group: 'media',
      component: 'tradefairs/trade-fairs-page#TradeFairsPage',
      updated: '2026-09-22',
      content: ['trade-fairs#tradeFairsIntro,tradeFairs'],
      showsBackendLists: true,
      description: 'Trade fairs organised and attended by RASI, and the member firms exhibiting with us.',
      ta: {
        updated: '2026-11-28',
        title: 'வர்த்தகக் கண்காட்சிகள்',
        description:
          'ராசி நடத்திய, ராசி பங்கேற்ற வர்த்தகக் கண்காட்சிகளும், எங்களுடன் இணைந்து பொருட்களைக் காட்சிப்படுத்தும் உறுப்பினர் நிறுவனங்களும்.',
      },
    },
    {
      path: '/visitorsbook',
      title: 'Visitors book',
      group: 'media',
      component: 'visitorsbook/visitors-book-page#VisitorsBookPage',
      updated: '2026-08-18',
      content: ['visitors-book'],
      description: 'Remarks left in the RASI visitors book by dignitaries and guests.',
      ta: {
        updated: '2026-11-28',
        title: 'பார்வையாளர் குறிப்பேடு',
        description: 'ராசி பார்வையாளர் குறிப்பேட்டில் சிறப்பு விருந்தினர்களும் பார்வையாளர்களும் எழுதிய குறிப்புகள்.',
      },
    },
    {
      path: '/services',
      title: 'Services',
      group: 'services',
      component: 'services/services-page#ServicesPage',
      updated: '2026-07-15',
      content: ['services#servicesIntro,services'],
      description: 'The services RASI offers to member firms and to small industry in the delta.',
      ta: {
        updated: '2026-11-28',
        title: 'சேவைகள்',
        description: 'ராசி தன் உறுப்பினர் நிறுவனங்களுக்கும் டெல்டாவின் சிறு தொழிலுக்கும் வழங்கும் சேவைகள்.',
      },
    },
    {
      path: '/sevicesprovided',
      title: 'Services provided',
      group: 'services',
      component: 'sevicesprovided/services-provided-page#ServicesProvidedPage',
      updated: '2026-07-15',
      content: ['services#servicesProvidedIntro,servicesProvided'],
      description: 'What RASI has done for members: cases handled, trainings held and facilities provided.',
      ta: {
        updated: '2026-11-28',
        title: 'வழங்கிய சேவைகள்',
        description: 'ராசி உறுப்பினர்களுக்குச் செய்தவை: கையாண்ட கோரிக்கைகள், நடத்திய பயிற்சிகள், வழங்கிய வசதிகள்.',
      },
    },
    {
      path: '/guidancecell',
      title: 'Guidance cell',
      group: 'services',
      component: 'guidancecell/guidance-cell-page#GuidanceCellPage',
      updated: '2026-06-15',
      content: ['guidance-cell'],
      description:
        'The RASI guidance cell: free advice on finance, approvals, schemes and exports, and how to reach it.',
      ta: {
        updated: '2026-11-28',
        title: 'வழிகாட்டு மையம்',
        description: 'ராசி வழிகாட்டு மையம்: நிதி, அனுமதிகள், திட்டங்கள் மற்றும் ஏற்றுமதி குறித்த இலவச ஆலோசனை, அதை அணுகும் வழிகள்.',
      },
    },
    {
      path: '/enterpreneurship',
      title: 'Entrepreneurship',
      group: 'services',
      component: 'enterpreneurship/entrepreneurship-page#EntrepreneurshipPage',
      updated: '2026-11-12',
      content: ['entrepreneurship'],
      description:
        'Entrepreneurship programmes and government schemes for new and growing small industries, and how to join.',
      ta: {
        updated: '2026-11-28',
        title: 'தொழில்முனைவு',
        description:
          'புதிதாகத் தொடங்கும், வளர்ந்து வரும் சிறு தொழில்களுக்கான தொழில்முனைவுப் பயிற்சித் திட்டங்கள், அரசுத் திட்டங்கள், அவற்றில் சேரும் முறை.',
      },
    },
    {
      path: '/mouwithtechnicalinstitutions',
      title: 'MOUs with technical institutions',
      group: 'services',
      component: 'mouwithtechnicalinstitutions/mous-page#MousPage',
      updated: '2026-07-20',
      content: ['mous'],
      description:
        'Memoranda of understanding between RASI and technical institutions for training, testing and research.',
      ta: {
        updated: '2026-11-28',
        title: 'கல்வி நிறுவனங்களுடனான ஒப்பந்தங்கள்',
        description:
          'பயிற்சி, சோதனை மற்றும் ஆராய்ச்சிக்காக ராசியும் தொழில்நுட்பக் கல்வி நிறுவனங்களும் செய்துகொண்ட புரிந்துணர்வு ஒப்பந்தங்கள்.',
      },
    },
    {
      path: '/membershipingovtcommittees',
      title: 'Membership in government committees',
      group: 'services',
      component: 'membershipingovtcommittees/govt-committees-page#GovtCommitteesPage',
      people: 'govtCommittees',
      updated: '2026-02-10',
      content: ['govt-committees#govtCommitteesIntro'],
      description: 'Government committees and boards on which RASI represents small industry.',
      ta: {
        updated: '2026-11-28',
        title: 'அரசுக் குழுக்களில் உறுப்பினர் பொறுப்பு',
        description: 'ராசி சிறு தொழிலின் பிரதிநிதியாக இடம்பெற்றுள்ள அரசுக் குழுக்களும் வாரியங்களும்.',
      },
    },
    {
      path: '/contactus',
      title: 'Contact us',
      group: 'contact',
      component: 'contactus/contact-page#ContactPage',
      updated: '2025-06-02',
      content: ['contact', 'association#SITE_TEXT'],
      description: 'How to reach RASI: address, telephone, email, office hours and a map.',
      ta: {
        updated: '2026-11-28',
        title: 'தொடர்புக்கு',
        description: 'ராசியைத் தொடர்புகொள்ளும் வழிகள்: முகவரி, தொலைபேசி, மின்னஞ்சல், அலுவலக நேரம் மற்றும் வரைபடம்.',
      },
    },
    {
      path: '/accessibility',
      title: 'Accessibility statement',
      group: 'contact',
      component: 'accessibility/accessibility-page#AccessibilityPage',
      updated: '2026-12-03',
      content: ['accessibility'],
      description:
        'The accessibility standard this site meets (WCAG 2.2 AA), how it is tested, its known limits and how to report a barrier.',
      ta: {
        title: 'அணுகல்தன்மை அறிக்கை',
        description:
          'இந்தத் தளம் பின்பற்றும் அணுகல்தன்மைத் தரநிலை (WCAG 2.2 AA), அது சோதிக்கப்படும் முறை, தற்போதுள்ள வரம்புகள், அணுகலில் உள்ள தடைகளைத் தெரிவிக்கும் வழி.',
      },
    },
    {
      path: '/site-map',
      title: 'Site map',
      group: 'contact',
      component: 'site-map/site-map-page#SiteMapPage',
      updated: '2026-11-28',
      content: ['site-map-page'],
      description: 'Every page of the RASI website on one page, grouped as the menus group them.',
      ta: {
        title: 'தள வரைபடம்',
        description: 'ராசி இணையதளத்தின் அனைத்துப் பக்கங்களையும், பட்டிகளில் உள்ளவாறே பிரிவு வாரியாக, இந்த ஒரே பக்கத்தில் காணலாம்.',
      },
    },
    {
      path: '/privacy',
      title: 'Privacy policy',
      group: 'contact',
      component: 'privacy/privacy-page#PrivacyPage',
      updated: '2026-12-03',
      content: ['privacy'],
      description:
        'What this website and its server keep when you visit: no cookies, no analytics service and no third parties; a web server log and speed counts that identify no one.',
      ta: {
        title: 'தனியுரிமைக் கொள்கை',
        description:
          'நீங்கள் பார்வையிடும்போது இணையதளமும் அதன் சேவையகமும் வைத்திருப்பவை: இத்தளத்தில் குக்கீகள், பயன்பாட்டுப் பகுப்பாய்வுச் சேவை, மூன்றாம் தரப்புச் சேவைகள் எதுவும் இல்லை; இணையச் சேவையகம் ஒரு தொழில்நுட்பப் பதிவேட்டையும், யாரையும் அடையாளம் காட்டாத பக்க வேக எண்ணிக்கைகளையும் வைத்திருக்கிறது.',
      },
    },
    {
      path: '/terms',
      title: 'Terms of use',
      group: 'contact',
      component: 'terms/terms-page#TermsPage',
      updated: '2026-12-03',
      content: ['terms-of-use'],
      description:
        'Terms of use of the RASI website: the disclaimer and the governing law; copyright and linking are among the website policies.',
      ta: {
        title: 'பயன்பாட்டு விதிமுறைகள்',
        description:
          'ராசி இணையதளத்தின் பயன்பாட்டு விதிமுறைகள்: பொறுப்புத் துறப்பு, பொருந்தும் சட்டம்; பதிப்புரிமையும் இணைப்புகளும் இணையதளக் கொள்கைகளில் உள்ளன.',
      },
    },
    {
      path: '/website-policies',
      title: 'Website policies',
      group: 'contact',
      component: 'website-policies/website-policies-page#WebsitePoliciesPage',
      updated: '2026-12-03',
      content: ['website-policies'],
      description:
        'The policies of the RASI website: copyright, hyperlinking, content contribution and approval, archival, review, monitoring, contingency and security.',
      ta: {
        title: 'இணையதளக் கொள்கைகள்',
        description:
          'ராசி இணையதளத்தின் கொள்கைகள்: பதிப்புரிமை, இணைப்புகள், உள்ளடக்கப் பங்களிப்பும் ஒப்புதலும், காப்பகம், மறுஆய்வு, கண்காணிப்பு, அவசரநிலை மேலாண்மை, பாதுகாப்பு.',
      },
    },
    {
      path: '/help',
      title: 'Help',
      group: 'contact',
      component: 'help/help-page#HelpPage',
      updated: '2026-12-03',
      content: ['help'],
      description:
        'Help with this website: moving around, opening documents, reading offline, making text larger and whom to ask.',
      ta: {
        title: 'உதவி',
        description:
          'இந்த இணையதளத்தைப் பயன்படுத்த உதவி: வழி கண்டறிதல், ஆவணங்களைத் திறத்தல், இணைப்பு இல்லாமல் படித்தல், எழுத்துகளைப் பெரிதாக்குதல், யாரிடம் கேட்பது.',
      },
    },
  ]).map((route) => Object.freeze(route)),
);
