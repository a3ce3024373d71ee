// Written by `npm run routes` from lib/route-table.mjs: change the route table, not this file.
// The content modules (or some of their exports) whose words each page shows: the search reads its words from them
// (lib/search/index-documents.ts), so a page is found by what it says.
import * as about from '@/content/about';
import * as accessibility from '@/content/accessibility';
import * as association from '@/content/association';
import * as contact from '@/content/contact';
import * as entrepreneurship from '@/content/entrepreneurship';
import * as govtCommittees from '@/content/govt-committees';
import * as guidanceCell from '@/content/guidance-cell';
import * as help from '@/content/help';
import * as home from '@/content/home';
import * as memberBenefits from '@/content/member-benefits';
import * as members from '@/content/members';
import * as membership from '@/content/membership';
import * as milestones from '@/content/milestones';
import * as mous from '@/content/mous';
import * as presidentMessage from '@/content/president-message';
import * as privacy from '@/content/privacy';
import * as services from '@/content/services';
import * as siteMapPage from '@/content/site-map-page';
import * as termsOfUse from '@/content/terms-of-use';
import * as tradeFairs from '@/content/trade-fairs';
import * as visionMission from '@/content/vision-mission';
import * as visitorsBook from '@/content/visitors-book';
import * as websitePolicies from '@/content/website-policies';
import type { RoutePath } from '@/lib/routes';

export const PAGE_CONTENT: Readonly<Partial<Record<RoutePath, readonly unknown[]>>> = {
  '/': [{ welcome: home.welcome, atAGlance: home.atAGlance, quickLinks: home.quickLinks }],
  '/aboutrasi': [about],
  '/presidentmessage': [presidentMessage],
  '/vision&mission': [visionMission],
  '/milestones': [milestones],
  '/membership': [membership],
  '/membersbenefits': [memberBenefits],
  '/rasi-members': [{ directoryLead: members.directoryLead, MEMBER_CATEGORY_LABELS: members.MEMBER_CATEGORY_LABELS }],
  '/tradefairs': [{ tradeFairsIntro: tradeFairs.tradeFairsIntro, tradeFairs: tradeFairs.tradeFairs }],
  '/visitorsbook': [visitorsBook],
  '/services': [{ servicesIntro: services.servicesIntro, services: services.services }],
  '/sevicesprovided': [
    { servicesProvidedIntro: services.servicesProvidedIntro, servicesProvided: services.servicesProvided },
  ],
  '/guidancecell': [guidanceCell],
  '/enterpreneurship': [entrepreneurship],
  '/mouwithtechnicalinstitutions': [mous],
  '/membershipingovtcommittees': [{ govtCommitteesIntro: govtCommittees.govtCommitteesIntro }],
  '/contactus': [contact, { SITE_TEXT: association.SITE_TEXT }],
  '/accessibility': [accessibility],
  '/site-map': [siteMapPage],
  '/privacy': [privacy],
  '/terms': [termsOfUse],
  '/website-policies': [websitePolicies],
  '/help': [help],
};
