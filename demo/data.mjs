// Demo content for the bundled RASI backend.
//
// The shapes mirror the association's PHP backend: snake_case keys, numeric ids, dates as
// 'YYYY-MM-DD' strings and image paths relative to the backend's public base address. Image
// paths are deliberately mixed, some with a leading slash and some without, as the real
// backend returns them. Every image referenced here is generated and served by demo/server.mjs.

import { RECORD_FIELDS } from '../lib/api/calls.cjs';
import { describeScene } from './scenes.mjs';

const IST_OFFSET_MS = 330 * 60 * 1000; // Asia/Kolkata is UTC+05:30 all year (no daylight saving).

/** Today's date in Asia/Kolkata as 'YYYY-MM-DD'. */
export function todayInKolkata(now = new Date()) {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

let imageCounter = 0;

/** Alternates between 'uploads/<folder>/<slug>.jpg' and '/uploads/<folder>/<slug>.jpg'. */
function img(folder, slug) {
  imageCounter += 1;
  const path = `uploads/${folder}/${slug}.jpg`;
  return imageCounter % 2 === 0 ? `/${path}` : path;
}

const BANNERS = [
  {
    id: 101,
    title: 'Delta Industrial Expo 2027',
    subtitle: 'Stall booking is open for members: 12–15 February 2027, RASI Exhibition Grounds, Thuvakudi',
    slug: 'delta-industrial-expo-2027',
    link: '/tradefairs',
  },
  {
    id: 102,
    title: 'Grow with 1,400 small manufacturers',
    subtitle: 'Membership of RASI brings advocacy, training and buyer connections across eight delta districts',
    slug: 'membership-drive-2026',
    link: '/membership',
  },
  {
    id: 103,
    title: 'Guidance cell for first-generation entrepreneurs',
    subtitle: 'Free one-to-one sessions on Udyam registration, bank loans and subsidy schemes every Saturday',
    slug: 'guidance-cell-saturdays',
    link: '/guidancecell',
  },
  {
    id: 104,
    title: 'Fifty-four years beside small industry',
    subtitle: 'From a meeting of 23 workshop owners in 1972 to the voice of the Kaveri delta',
    slug: 'fifty-four-years',
    link: '/milestones',
  },
  {
    id: 105,
    title: 'Skills through technical institutions',
    subtitle: 'Apprenticeships, testing labs and faculty support under MOUs with polytechnics and engineering colleges',
    slug: 'technical-institution-mous',
    link: '/mouwithtechnicalinstitutions',
  },
  {
    id: 106,
    title: 'Circulars that matter to micro units',
    subtitle: 'GST, labour law and power tariff updates, explained in plain language',
    slug: 'circulars-for-micro-units',
    link: '/notification',
  },
];

const YEARS = [
  {
    year: '2026',
    title: 'RASI Bulletin 2026',
    slug: 'bulletin-2026',
    events: [
      {
        id: 2601,
        title: 'Annual general body meeting 2026',
        description:
          'Members adopted the audited accounts for 2025–26, elected the executive committee for the coming term and resolved to press for a single-window clearance desk at the Tiruchirappalli District Industries Centre.',
        event_date: '2026-01-24',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'agm-2026',
      },
      {
        id: 2602,
        title: 'ZED awareness programme for micro units',
        description:
          'Quality consultants walked 86 owners through the bronze, silver and gold levels of Zero Defect Zero Effect certification, the documents needed and the subsidy available to micro enterprises.',
        event_date: '2026-03-14',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'zed-awareness-2026',
      },
      {
        id: 2603,
        title: 'Vendor development meet with large engineering buyers',
        description:
          'Purchase heads from boiler, pump and railway component manufacturers met 140 member units to explain their vendor registration process and the castings and fabricated parts they source locally.',
        event_date: '2026-05-09',
        venue: 'Hotel Kaveri Residency banquet hall, Tiruchirappalli',
        slug: 'vendor-meet-2026',
      },
      {
        id: 2604,
        title: 'Seminar on solar rooftop and power tariff for small units',
        description:
          'Engineers explained net metering, the payback period for a 50 kW rooftop plant and the open access rules, with case studies from two fabrication units in Thuvakudi.',
        event_date: '2026-07-18',
        venue: 'Thanjavur District Small Industries Hall, Medical College Road, Thanjavur',
        slug: 'solar-rooftop-seminar-2026',
      },
      {
        id: 2605,
        title: 'Export readiness clinic for agro-machinery makers',
        description:
          'Makers of rice mill machinery, paddy dryers and coir processing equipment met export advisers on IEC registration, product certification and shipping through Tuticorin port.',
        event_date: '2026-08-22',
        venue: 'RASI Thanjavur chapter office, Medical College Road, Thanjavur',
        slug: 'export-clinic-2026',
      },
      {
        id: 2606,
        title: 'Safety audit camp for foundries and forging units',
        description:
          'Inspectors and senior members visited 31 foundries and forging shops to check furnace guarding, ventilation and fire extinguishers, and left each unit a written checklist.',
        event_date: '2026-10-10',
        venue: 'SIDCO Industrial Estate, Ariyamangalam, Tiruchirappalli',
        slug: 'foundry-safety-camp-2026',
      },
    ],
  },
  {
    year: '2025',
    title: 'RASI Bulletin 2025',
    slug: 'bulletin-2025',
    events: [
      {
        id: 2501,
        title: 'Annual general body meeting 2025',
        description:
          'The general body reviewed a year of representations on power tariff and delayed payments and approved a new chapter office for members in Karur and Ariyalur.',
        event_date: '2025-01-25',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'agm-2025',
      },
      {
        id: 2502,
        title: 'Delta Industrial Expo 2025',
        description:
          'Four days, 212 stalls and more than 18,000 visitors: machine tools, pumps, textiles, food processing and electrical goods made by small units of the delta.',
        event_date: '2025-02-14',
        venue: 'RASI Exhibition Grounds, Thuvakudi',
        slug: 'delta-expo-2025',
      },
      {
        id: 2503,
        title: 'Workshop on GST e-invoicing for small suppliers',
        description:
          'Chartered accountants demonstrated generating e-invoices and e-way bills, and answered questions on input tax credit for job work.',
        event_date: '2025-04-19',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'gst-einvoicing-2025',
      },
      {
        id: 2504,
        title: 'Karur home-textile cluster visit',
        description:
          'A delegation of 40 members visited weaving and processing units in Karur to study shared effluent treatment and a common design studio.',
        event_date: '2025-07-12',
        venue: 'Karur Textile Processing Park, Karur',
        slug: 'karur-textile-visit-2025',
      },
      {
        id: 2505,
        title: 'Credit camp with public sector banks',
        description:
          'Eleven banks received 164 loan applications on the day; 57 working capital limits were sanctioned within the following month.',
        event_date: '2025-09-27',
        venue: 'Pudukkottai Town Hall, Pudukkottai',
        slug: 'credit-camp-2025',
      },
    ],
  },
  {
    year: '2024',
    title: 'RASI Bulletin 2024',
    slug: 'bulletin-2024',
    events: [
      {
        id: 2401,
        title: 'Annual general body meeting 2024',
        description:
          'Members honoured eleven senior members who have run their units for more than forty years and adopted the association’s revised bye-laws.',
        event_date: '2024-01-27',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'agm-2024',
      },
      {
        id: 2402,
        title: 'Lean manufacturing training for machine shops',
        description:
          'A six-week evening course on 5S, value-stream mapping and set-up time reduction for supervisors of 28 member machine shops.',
        event_date: '2024-03-09',
        venue: 'Government Polytechnic College seminar hall, Tiruchirappalli',
        slug: 'lean-training-2024',
      },
      {
        id: 2403,
        title: 'Memorandum on industrial land in Nagapattinam and Tiruvarur',
        description:
          'RASI office bearers presented the District Collectors with a memorandum seeking developed plots for small units in the coastal districts.',
        event_date: '2024-06-15',
        venue: 'Collectorate, Nagapattinam',
        slug: 'land-memorandum-2024',
      },
      {
        id: 2404,
        title: 'Women entrepreneurs’ meet',
        description:
          'Sixty women who run food processing, garment and printing units shared their experience of finding buyers and raising loans without collateral.',
        event_date: '2024-08-24',
        venue: 'RASI Bhavan auditorium, Thuvakudi',
        slug: 'women-entrepreneurs-2024',
      },
      {
        id: 2405,
        title: 'Energy efficiency demonstration for rice mills',
        description:
          'Engineers demonstrated efficient paddy parboiling boilers and motor retrofits at a working rice mill, with measured savings of 18 per cent in fuel.',
        event_date: '2024-11-16',
        venue: 'Sri Lakshmi Modern Rice Mill, Mannargudi Road, Thanjavur',
        slug: 'rice-mill-energy-2024',
      },
    ],
  },
];

const NOTIFICATIONS = [
  {
    id: 312,
    title: 'GST return filing deadline for Q2 extended to 30 November',
    description:
      'Units filing quarterly returns under the QRMP scheme may now file GSTR-3B for July–September 2026 until 30 November without late fee. The RASI help desk at Thuvakudi will assist members every afternoon until the deadline.',
    date: '2026-11-18',
    slug: 'gst-q2-deadline-extended',
    link: '/uploads/circulars/gst-returns-2026.pdf',
  },
  {
    id: 311,
    title: 'Delta Industrial Expo 2027: stall booking opens',
    description:
      'Members may book stalls for the Expo from 12 to 15 February 2027 at the RASI Exhibition Grounds, Thuvakudi. Shell stalls of 9 sq m are offered at a member rate of ₹18,000; allotment is in order of payment.',
    date: '2026-11-12',
    slug: 'expo-2027-stall-booking',
    link: '/uploads/circulars/delta-expo-2027-stall-booking.pdf',
  },
  {
    id: 310,
    title: 'Workshop on ZED certification for micro units',
    description:
      'A second workshop on Zero Defect Zero Effect certification will be held on 6 December at RASI Bhavan. Bring your Udyam registration number; consultants will help you start the bronze-level application on the day.',
    date: '2026-11-05',
    slug: 'zed-workshop-december',
    link: '',
  },
  {
    id: 309,
    title: 'Power tariff revision for LT industrial consumers: RASI representation submitted',
    description:
      'RASI has asked the State Electricity Regulatory Commission to retain the present fixed charge for units with a connected load below 112 kW and to allow peak-hour relief for single-shift units.',
    date: '2026-10-28',
    slug: 'power-tariff-representation',
    link: '/uploads/circulars/power-tariff-representation-2026.pdf',
  },
  {
    id: 308,
    title: 'Help desk for delayed payments from buyers',
    description:
      'Members whose invoices to large buyers remain unpaid beyond 45 days can meet the RASI help desk on Tuesdays for help filing a case before the MSME Facilitation Council.',
    date: '2026-10-16',
    slug: 'delayed-payments-help-desk',
  },
  {
    id: 307,
    title: 'Membership renewal for 2026–27 due by 31 December',
    description:
      'Annual subscriptions can be paid at RASI Bhavan, at the Thanjavur and Karur chapter offices or by bank transfer. Renewed members receive the 2027 member directory and the Expo member rate.',
    date: '2026-10-03',
    slug: 'membership-renewal-2026-27',
    link: '/uploads/circulars/membership-renewal-2026-27.pdf',
  },
  {
    id: 306,
    title: 'Udyam registration update camps at Karur and Ariyalur',
    description:
      'Volunteers will help members update turnover and investment details on their Udyam certificates at the Karur chapter office on 26 September and at Ariyalur on 27 September.',
    date: '2026-09-22',
    slug: 'udyam-camps-karur-ariyalur',
    image: null,
  },
  {
    id: 305,
    title: 'Circular on revised minimum wages in the engineering industry',
    description:
      'The revised minimum wages for skilled, semi-skilled and unskilled workers in engineering units take effect from 1 October. The circular sets out the new rates by zone and the variable dearness allowance.',
    date: '2026-09-10',
    slug: 'minimum-wages-engineering',
    link: '/uploads/circulars/minimum-wages-engineering-2026.pdf',
  },
  {
    id: 304,
    title: 'Collateral-free loans under the credit guarantee scheme',
    description:
      'Bankers will explain loans of up to ₹5 crore without collateral under the credit guarantee scheme for micro and small enterprises at a session in Pudukkottai on 5 September.',
    date: '2026-08-29',
    slug: 'collateral-free-loans',
  },
  {
    id: 303,
    title: 'Independence Day flag hoisting at RASI Bhavan',
    description:
      'The President will hoist the national flag at 8:30 am on 15 August at RASI Bhavan, Thuvakudi. Members, their staff and families are welcome.',
    date: '2026-08-12',
    slug: 'independence-day-2026',
  },
  {
    id: 302,
    title: 'Advisory for units along the Kollidam during high discharge from Mettur',
    description:
      'With heavy discharge expected from the Mettur dam, units in low-lying areas of Tiruchirappalli, Thanjavur and Nagapattinam districts are advised to move raw material and finished goods above ground level.',
    date: '2026-08-04',
    slug: 'kollidam-flood-advisory',
    link: '/uploads/circulars/kollidam-flood-advisory-2026.pdf',
  },
  {
    id: 301,
    title: 'Nominations invited for the RASI Small Enterprise Awards 2026',
    description:
      'Members may nominate their own unit or another member for awards in manufacturing excellence, export performance, women entrepreneurship and first-generation entrepreneurship by 31 August.',
    date: '2026-07-24',
    slug: 'awards-2026-nominations',
    link: '/uploads/circulars/rasi-awards-2026-nomination-form.pdf',
  },
];

const TODAYS_EVENTS = [
  {
    id: 901,
    title: 'Energy audit clinic for rice mills and food processing units',
    description:
      'Certified energy auditors review electricity bills brought by members and suggest motor, boiler and lighting changes with their payback period. Bring the last six months of bills.',
    venue: 'RASI Bhavan auditorium, Thuvakudi',
    start_time: '10:00',
    end_time: '13:00',
    slug: 'energy-audit-clinic',
  },
  {
    id: 902,
    title: 'Meet the bankers: working capital for micro units',
    description:
      'Branch managers from four banks explain cash credit limits, invoice discounting on TReDS and the documents that speed up a sanction.',
    venue: 'RASI Thanjavur chapter office, Medical College Road, Thanjavur',
    start_time: '14:30',
    end_time: '17:00',
    slug: 'meet-the-bankers',
  },
  {
    id: 903,
    title: 'Delta Industrial Expo 2027 organising committee meeting',
    description:
      'The organising committee reviews stall allotment, the visitor campaign in the eight delta districts and the seminar programme for the four days of the Expo.',
    venue: 'RASI Bhavan board room, Thuvakudi',
    start_time: '17:30',
    end_time: '19:00',
    slug: 'expo-committee-meeting',
  },
];

// 24 gallery items, newest first. Six deliberately lack a title, a description or an image
// (a missing key, null or an empty string) so the site's fallbacks are exercised.
const GALLERY = [
  {
    id: 724,
    title: 'Safety audit camp at Ariyamangalam',
    description: 'A member explains the furnace guarding at his foundry to the visiting inspection team.',
    slug: 'foundry-safety-camp',
    date: '2026-10-10',
  },
  {
    id: 723,
    title: 'Rice mill machinery at the export clinic',
    description: 'A paddy dryer built in Thanjavur, shown to export advisers at the chapter office.',
    slug: 'rice-mill-machinery',
    date: '2026-08-22',
  },
  {
    id: 722,
    title: 'Independence Day at RASI Bhavan',
    description: 'Members and their families after the flag hoisting at Thuvakudi.',
    slug: 'independence-day-2026',
    date: '2026-08-15',
  },
  {
    id: 721,
    title: 'Solar rooftop at a Thuvakudi fabrication unit',
    description: '',
    slug: 'solar-rooftop-thuvakudi',
    date: '2026-07-18',
  },
  {
    id: 720,
    title: 'Vendor development meet',
    description: 'Purchase heads of large engineering buyers answering questions from member units.',
    slug: 'vendor-development-meet',
    date: '2026-05-09',
  },
  {
    id: 719,
    description: 'Participants of the ZED awareness programme with their course material.',
    slug: 'zed-programme-participants',
    date: '2026-03-14',
  },
  {
    id: 718,
    title: 'Stall of a Karur home-textile maker',
    description: 'Bed linen and kitchen towels woven in Karur on display at the Delta Industrial Expo.',
    slug: 'karur-textile-stall',
    date: '2026-02-14',
  },
  {
    id: 717,
    title: 'Inauguration of Delta Industrial Expo 2026',
    description: 'The lamp is lit at the opening of the Expo at the RASI Exhibition Grounds.',
    slug: 'expo-2026-inauguration',
    date: '2026-02-13',
  },
  {
    id: 716,
    title: 'Annual general body meeting 2026',
    description: 'Members voting on the resolutions of the 54th annual general body meeting.',
    slug: 'agm-2026-voting',
    date: '2026-01-24',
  },
  {
    id: 715,
    title: 'Pongal celebration at the Karur chapter',
    description: 'Members of the Karur chapter and their staff cooking pongal in front of the chapter office.',
    image: null,
    date: '2026-01-14',
  },
  {
    id: 714,
    title: 'Credit camp in Pudukkottai',
    description: 'Bank officers checking loan applications at the credit camp in Pudukkottai Town Hall.',
    slug: 'credit-camp-pudukkottai',
    date: '2025-09-27',
  },
  {
    id: 713,
    title: 'Weaving shed in the Karur cluster',
    description: 'Shuttleless looms at a home-textile unit visited by the RASI delegation.',
    slug: 'karur-weaving-shed',
    date: '2025-07-12',
  },
  {
    id: 712,
    title: null,
    description: 'Chartered accountants demonstrating e-invoicing to small suppliers at RASI Bhavan.',
    slug: 'gst-einvoicing-demo',
    date: '2025-04-19',
  },
  {
    id: 711,
    title: 'Pump makers at Delta Industrial Expo 2025',
    description: 'Monoblock and submersible pumps made by members from Tiruchirappalli and Karur.',
    slug: 'expo-2025-pumps',
    date: '2025-02-15',
  },
  {
    id: 710,
    title: 'Visitors at Delta Industrial Expo 2025',
    slug: 'expo-2025-visitors',
    date: '2025-02-14',
  },
  {
    id: 709,
    title: 'Honouring senior members',
    description: 'Eleven members who have run their units for more than forty years were honoured at the 2025 meeting.',
    slug: 'senior-members-honoured',
    date: '2025-01-25',
  },
  {
    id: 708,
    title: 'Energy efficiency demonstration at a rice mill',
    description: 'Engineers measuring boiler efficiency at a working rice mill on Mannargudi Road.',
    slug: 'rice-mill-energy-demo',
    date: '2024-11-16',
  },
  {
    id: 707,
    title: 'Women entrepreneurs’ meet',
    description: 'Owners of food processing, garment and printing units at RASI Bhavan.',
    slug: 'women-entrepreneurs-meet',
    date: '2024-08-24',
  },
  {
    id: 706,
    title: 'Memorandum on industrial land',
    description: 'Office bearers presenting the memorandum at the Collectorate in Nagapattinam.',
    date: '2024-06-15',
  },
  {
    id: 705,
    title: 'Lean manufacturing course',
    description: 'Supervisors mapping the flow of a turned part during the lean manufacturing course.',
    slug: 'lean-course-2024',
    date: '2024-03-09',
  },
  {
    id: 704,
    title: 'CNC training for polytechnic students',
    description: 'Students from a partner polytechnic learning CNC programming at a member machine shop.',
    slug: 'cnc-training-polytechnic',
    date: '2024-02-21',
  },
  {
    id: 703,
    title: 'Annual general body meeting 2024',
    description: 'The outgoing President addressing the 52nd annual general body meeting.',
    slug: 'agm-2024',
    date: '2024-01-27',
  },
  {
    id: 702,
    title: 'Electronics assembly in Tiruchirappalli',
    description: 'Printed circuit boards assembled by a Tiruchirappalli electronics unit.',
    slug: 'electronics-assembly',
    date: '2023-12-09',
  },
  {
    id: 701,
    title: 'Golden jubilee of RASI',
    description: 'Founder members cutting the cake at the golden jubilee celebration in 2022.',
    slug: 'golden-jubilee',
    date: '2022-09-17',
  },
];

const EXHIBITORS = [
  {
    id: 1201,
    name: 'S. Ramanathan',
    designation: 'Convenor, Delta Industrial Expo 2027',
    company: 'Sri Ranga Precision Engineering, Thuvakudi',
    products: 'CNC turned components, hydraulic fittings',
    stall: 'A-01',
  },
  {
    id: 1202,
    name: 'R. Kavitha',
    designation: 'Joint Convenor, Delta Industrial Expo 2027',
    company: 'Kaveri Foods, Thanjavur',
    products: 'Ready-to-cook millet mixes, rice flour',
    stall: 'D-14',
  },
  {
    id: 1203,
    name: 'A. Mohamed Ismail',
    designation: 'Treasurer, Expo Organising Committee',
    company: 'Crescent Castings, Ariyamangalam',
    products: 'Grey iron and SG iron castings for pumps and valves',
    stall: 'B-07',
  },
  {
    id: 1204,
    name: 'K. Meenakshi Sundaram',
    designation: 'Chair, Stall Allotment',
    company: 'Meenakshi Pumps, Karur',
    products: 'Monoblock and submersible pumps',
    stall: 'B-02',
  },
  {
    id: 1205,
    name: 'M. Vijayalakshmi',
    designation: 'Chair, Visitor Outreach',
    company: 'Vijaya Home Textiles, Karur',
    products: 'Bed linen, kitchen towels, table covers',
    stall: 'C-05',
  },
  {
    id: 1206,
    name: 'P. Senthil Kumar',
    designation: 'Chair, Seminars and Technical Sessions',
    company: 'Senthil Fabricators, Perambalur',
    products: 'Structural steel fabrication, storage racks',
    stall: 'A-09',
  },
  {
    id: 1207,
    name: 'J. Antony Raj',
    designation: 'Chair, Hospitality and Logistics',
    company: 'St. Joseph Electricals, Tiruchirappalli',
    products: 'Control panels, motor starters',
    stall: 'E-03',
  },
  {
    id: 1208,
    name: 'G. Thenmozhi',
    designation: 'Member, Women Entrepreneurs Pavilion',
    company: 'Thenmozhi Garments, Pudukkottai',
    products: 'School uniforms, workwear',
    stall: 'C-11',
  },
  {
    id: 1209,
    name: 'V. Lakshmi Narayanan',
    designation: 'Member, Buyer–Seller Meet',
    company: 'Narayana Agro Machines, Thanjavur',
    products: 'Paddy dryers, rice mill elevators',
    stall: 'D-02',
  },
  {
    id: 1210,
    name: 'N. Balasubramanian',
    designation: 'Member, Finance and Sponsorship',
    company: 'Bala Forgings, Thuvakudi',
    products: 'Forged flanges, crane hooks',
    stall: 'B-11',
  },
  {
    id: 1211,
    name: 'T. Arul Prakash',
    designation: 'Member, Digital Publicity',
    company: 'Arul Electronics, Tiruvarur',
    products: 'LED drivers, energy meters',
    stall: 'E-08',
  },
  {
    id: 1212,
    name: 'S. Saranya',
    designation: 'Member, Coastal Districts Participation',
    company: 'Sea Breeze Coir Products, Nagapattinam',
    products: 'Coir mats, garden articles',
    stall: 'C-16',
  },
];

function slugOfName(name) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Sets `image` from `slug` unless the source item already carries an explicit `image` key. */
function withImage(item, folder, order) {
  const { slug, ...rest } = item;
  if ('image' in item || !slug) return { ...rest };
  const withImg = { ...rest, image: img(folder, slug) };
  // Keep the key order of the upstream rows: image after the descriptive fields.
  return Object.fromEntries(order.filter((k) => k in withImg).map((k) => [k, withImg[k]]));
}

/**
 * Builds the demo content. `now` only matters for today's events, whose date is always
 * today in Asia/Kolkata; everything else is a fixed archive as of November 2026.
 */
export function buildDemoData(now = new Date()) {
  imageCounter = 0;
  const today = todayInKolkata(now);

  // The alt text says what the drawing shows; the banner's title and subtitle are written beside it.
  const banners = BANNERS.map((b) =>
    withImage({ ...b, alt: describeScene(`banners/${b.slug}`, b.title) }, 'banners', RECORD_FIELDS.banners),
  );

  const years = YEARS.map((y) => ({
    year: y.year,
    title: y.title,
    image: img('bulletins', y.slug),
    events: y.events.map((e) => withImage(e, 'bulletins', RECORD_FIELDS.bulletinEvents)),
  }));

  const notifications = NOTIFICATIONS.map((n) => withImage(n, 'notifications', RECORD_FIELDS.notifications));

  const events = TODAYS_EVENTS.map((e) => withImage({ ...e, date: today }, 'events', RECORD_FIELDS.events));

  const gallery = GALLERY.map((g) => withImage(g, 'gallery', RECORD_FIELDS.gallery));

  const exhibitors = EXHIBITORS.map((x) =>
    withImage({ ...x, slug: slugOfName(x.name) }, 'exhibitors', RECORD_FIELDS.exhibitors),
  );

  return { banners, years, notifications, events, gallery, exhibitors };
}

/**
 * Every image referenced by the data, with what the server needs to draw it:
 * `{ key: 'gallery/agm-2024', folder, name, subject, portrait }` (the subject picks the motif; no text is drawn).
 */
export function listImages(data) {
  const out = new Map();
  const add = (path, subject, portrait = false) => {
    if (typeof path !== 'string' || !path) return;
    const m = /^\/?uploads\/([a-z0-9-]+)\/([a-z0-9-]+)\.jpg$/.exec(path);
    if (!m) throw new Error(`demo data: unexpected image path ${path}`);
    const [, folder, name] = m;
    out.set(`${folder}/${name}`, { key: `${folder}/${name}`, folder, name, subject, portrait });
  };
  for (const b of data.banners) add(b.image, b.title);
  for (const y of data.years) {
    add(y.image, y.title);
    for (const e of y.events) add(e.image, e.title);
  }
  for (const n of data.notifications) add(n.image, n.title);
  for (const e of data.events) add(e.image, e.title);
  for (const g of data.gallery) add(g.image, g.title || g.description || 'RASI gallery');
  for (const x of data.exhibitors) add(x.image, x.name, true);
  return [...out.values()];
}
