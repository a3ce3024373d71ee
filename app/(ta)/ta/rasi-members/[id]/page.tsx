import { memberRoute } from '@/components/pages/rasi-members/member-route';

// Every firm's page, and the member not-found page proxy.ts rewrites an unknown id to; no other id is rendered.
export const dynamicParams = false;

const route = memberRoute('ta');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
