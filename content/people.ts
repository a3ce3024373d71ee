import type { ExecutiveMember, HonourEntry, OfficeBearer, PastPresident, SeniorMember } from './types';

/** The term of office of the present office bearers and executive committee. */
export const currentTerm: string = '2025–2027';

export const officeBearers: readonly OfficeBearer[] = [
  {
    name: 'S. Meenakshi Sundaram',
    role: 'President',
    firm: 'Kaveri Polymers Pvt Ltd',
    city: 'Thuvakudi, Tiruchirappalli',
    phone: '+91 94431 52017',
  },
  {
    name: 'R. Kavitha',
    role: 'Senior Vice-President',
    firm: 'Kavitha Food Products',
    city: 'Thanjavur',
    phone: '+91 98427 31845',
  },
  {
    name: 'A. Mohamed Ismail',
    role: 'Vice-President',
    firm: 'Ismail Coach Works',
    city: 'Karur',
    phone: '+91 94432 60418',
  },
  {
    name: 'M. Vasanthi',
    role: 'Vice-President',
    firm: 'Vasanth Printers & Packagers',
    city: 'Kumbakonam',
  },
  {
    name: 'J. Anthony Raj',
    role: 'Honorary Secretary',
    firm: 'Anthony Forge & Fabrication',
    city: 'Ariyamangalam, Tiruchirappalli',
    phone: '+91 98944 17263',
  },
  {
    name: 'K. Lakshmi Priya',
    role: 'Joint Secretary',
    firm: 'Priya Garments',
    city: 'Pudukkottai',
  },
  {
    name: 'V. Senthil Murugan',
    role: 'Joint Secretary',
    firm: 'Murugan Electricals',
    city: 'Perambalur',
  },
  {
    name: 'N. Ramesh Babu',
    role: 'Treasurer',
    firm: 'Delta Agro Implements',
    city: 'Tiruvarur',
    phone: '+91 97880 42519',
  },
  {
    name: 'R. Saravanan',
    role: 'Immediate Past President',
    firm: 'Sri Balaji Precision Castings',
    city: 'Thuvakudi, Tiruchirappalli',
  },
];

/**
 * Every President since 1972, one entry per term, oldest first. Terms are two years, except
 * 1988–1991, which was extended by a year when the bye-laws moved elections to odd years.
 */
export const pastPresidents: readonly PastPresident[] = [
  { name: 'K. Ramaswamy Naidu', firm: 'Kaveri Steel Fabricators', from: 1972, to: 1974 },
  { name: 'K. Ramaswamy Naidu', firm: 'Kaveri Steel Fabricators', from: 1974, to: 1976 },
  { name: 'M. Abdul Kader', firm: 'Crescent Rice Mill Machinery', from: 1976, to: 1978 },
  { name: 'S. Venkatachalam', firm: 'Sri Venkateswara Foundry', from: 1978, to: 1980 },
  { name: 'P. Natarajan', firm: 'Natraj Electricals', from: 1980, to: 1982 },
  { name: 'A. Lourdusamy', firm: 'Lourdes Agro Implements', from: 1982, to: 1984 },
  { name: 'R. Sundararajan', firm: 'Sundaram Pumps and Motors', from: 1984, to: 1986 },
  { name: 'V. Krishnamurthy', firm: 'Delta Boiler Components', from: 1986, to: 1988 },
  { name: 'N. Chandrasekaran', firm: 'Chandra Forgings', from: 1988, to: 1991 },
  { name: 'G. Balasubramanian', firm: 'Balaji Sheet Metal Works', from: 1991, to: 1993 },
  { name: 'G. Balasubramanian', firm: 'Balaji Sheet Metal Works', from: 1993, to: 1995 },
  { name: 'M. Syed Ibrahim', firm: 'Al-Ameen Engineering Works', from: 1995, to: 1997 },
  { name: 'R. Jayalakshmi', firm: 'Jaya Food Products', from: 1997, to: 1999 },
  { name: 'K. S. Thiagarajan', firm: 'Thiagu Rice Mill Equipment', from: 1999, to: 2001 },
  { name: 'D. Joseph Xavier', firm: 'Xavier Precision Tools', from: 2001, to: 2003 },
  { name: 'P. R. Senthilkumar', firm: 'Senthil Castings', from: 2003, to: 2005 },
  { name: 'S. Nagarajan', firm: 'Nagarajan Chemicals', from: 2005, to: 2007 },
  { name: 'S. Nagarajan', firm: 'Nagarajan Chemicals', from: 2007, to: 2009 },
  { name: 'V. Padmavathi', firm: 'Padma Packaging Industries', from: 2009, to: 2011 },
  { name: 'A. Shahul Hameed', firm: 'Hameed Auto Components', from: 2011, to: 2013 },
  { name: 'T. Raghunathan', firm: 'Raghu Engineering Industries', from: 2013, to: 2015 },
  { name: 'C. Arul Prakash', firm: 'Arul Agro Implements', from: 2015, to: 2017 },
  { name: 'M. Geetha Rani', firm: 'Geetha Garments', from: 2017, to: 2019 },
  { name: 'K. Palanivel', firm: 'Palani Polymers', from: 2019, to: 2021 },
  { name: 'S. Ravichandran', firm: 'Ravi Fabrication Works', from: 2021, to: 2023 },
  { name: 'R. Saravanan', firm: 'Sri Balaji Precision Castings', from: 2023, to: 2025 },
];

export const executiveMembers: readonly ExecutiveMember[] = [
  {
    name: 'P. Karthikeyan',
    firm: 'Karthik Engineering Works',
    district: 'Tiruchirappalli',
    portfolio: 'Engineering & fabrication',
  },
  {
    name: 'T. Selvaraj',
    firm: 'Sri Murugan Alloy Castings',
    district: 'Tiruchirappalli',
    portfolio: 'Foundry & castings',
  },
  {
    name: 'S. Fathima Beevi',
    firm: 'Noor Polymers',
    district: 'Tiruchirappalli',
    portfolio: 'Women entrepreneurs',
  },
  {
    name: 'R. Venkatesan',
    firm: 'Venkat Boiler Tubes',
    district: 'Tiruchirappalli',
    portfolio: 'Public procurement',
  },
  {
    name: 'G. Prabhakaran',
    firm: 'Prabha Tool Room',
    district: 'Tiruchirappalli',
    portfolio: 'Skill development',
  },
  {
    name: 'K. Thirunavukkarasu',
    firm: 'Arasu Modern Rice Mill',
    district: 'Thanjavur',
    portfolio: 'Rice milling',
  },
  {
    name: 'D. Revathi',
    firm: 'Revathi Spices and Masala',
    district: 'Thanjavur',
    portfolio: 'Food processing',
  },
  {
    name: 'S. Ganapathy',
    firm: 'Kumbakonam Brass Works',
    district: 'Thanjavur',
    portfolio: 'Traditional crafts & clusters',
  },
  {
    name: 'M. Rajasekaran',
    firm: 'Raja Paper Products',
    district: 'Thanjavur',
    portfolio: 'Taxation & GST',
  },
  {
    name: 'V. Ilango',
    firm: 'Ilango Agro Engineering',
    district: 'Tiruvarur',
    portfolio: 'Agro implements',
  },
  {
    name: 'P. Sumathi',
    firm: 'Sumathi Oil Mills',
    district: 'Tiruvarur',
    portfolio: 'Banking & finance',
  },
  {
    name: 'A. Jaffar Sadiq',
    firm: 'Coromandel Seafoods',
    district: 'Nagapattinam',
    portfolio: 'Exports',
  },
  {
    name: 'R. Mariappan',
    firm: 'Sea Star Fibreglass Boats',
    district: 'Nagapattinam',
    portfolio: 'Coastal industries & disaster preparedness',
  },
  {
    name: 'K. Kumaresan',
    firm: 'Amaravathi Home Textiles',
    district: 'Karur',
    portfolio: 'Textiles & garments',
  },
  {
    name: 'S. Bhuvaneswari',
    firm: 'Bhuvana Made-ups',
    district: 'Karur',
    portfolio: 'Trade fairs',
  },
  {
    name: 'N. Gopalakrishnan',
    firm: 'Gopal Coach Builders',
    district: 'Karur',
    portfolio: 'Transport & logistics',
  },
  {
    name: 'T. Anbazhagan',
    firm: 'Anbu Cement Products',
    district: 'Ariyalur',
    portfolio: 'Building materials',
  },
  {
    name: 'J. Mary Stella',
    firm: 'Stella Cashew Exports',
    district: 'Ariyalur',
    portfolio: 'Environment & pollution control',
  },
  {
    name: 'M. Saravanakumar',
    firm: 'Saravana Granites',
    district: 'Pudukkottai',
    portfolio: 'Power & infrastructure',
  },
  {
    name: 'R. Nithya',
    firm: 'Nithya Foods',
    district: 'Pudukkottai',
    portfolio: 'Young entrepreneurs',
  },
  {
    name: 'P. Elangovan',
    firm: 'Elango Ginning Factory',
    district: 'Perambalur',
    portfolio: 'Labour & industrial relations',
  },
  {
    name: 'S. Abdul Rahim',
    firm: 'Rahim Footwear',
    district: 'Perambalur',
    portfolio: 'Leather & footwear',
  },
  {
    name: 'L. Victor Jeyakumar',
    firm: 'Jeyam Electronics',
    district: 'Tiruchirappalli',
    portfolio: 'Electrical & electronics',
  },
  {
    name: 'B. Shanthi',
    firm: 'Shanthi Printers',
    district: 'Tiruvarur',
    portfolio: 'Membership & district chapters',
  },
];

export const rollOfHonour: readonly HonourEntry[] = [
  {
    name: 'K. Ramaswamy Naidu',
    firm: 'Kaveri Steel Fabricators',
    honour: "RASI Founder's Medal",
    year: 1982,
    citation:
      'Honoured on the tenth anniversary of RASI for founding the association and leading it through its first four years.',
  },
  {
    name: 'S. Venkatachalam',
    firm: 'Sri Venkateswara Foundry',
    honour: 'National Award for Quality Products (Ministry of Industry)',
    year: 1986,
    citation:
      'Recognised for grey iron pump castings that passed every inspection by a public sector buyer over five years.',
  },
  {
    name: 'N. Chandrasekaran',
    firm: 'Chandra Forgings',
    honour: 'National Award for Entrepreneurship (Small Scale Industries)',
    year: 1993,
    citation: 'Honoured for developing closed-die forgings for railway and defence customers in a town-scale workshop.',
  },
  {
    name: 'R. Jayalakshmi',
    firm: 'Jaya Food Products',
    honour: 'Tamil Nadu State Award for Best Woman Entrepreneur',
    year: 1996,
    citation:
      'Built a pickle and papad business from a home kitchen into a factory employing ninety women in Thanjavur.',
  },
  {
    name: 'D. Joseph Xavier',
    firm: 'Xavier Precision Tools',
    honour: 'National Award for Research and Development Efforts in Small Scale Industries',
    year: 2004,
    citation:
      'Recognised for an in-house design of press tools that replaced imported tooling for local component makers.',
  },
  {
    name: 'S. Nagarajan',
    firm: 'Nagarajan Chemicals',
    honour: 'Tamil Nadu State Award for Best Entrepreneur',
    year: 2008,
    citation:
      'Honoured for building a micronutrient fertiliser unit that serves paddy farmers across the delta districts.',
  },
  {
    name: 'V. Padmavathi',
    firm: 'Padma Packaging Industries',
    honour: 'National Award for Entrepreneurship (Ministry of MSME), women entrepreneur category',
    year: 2012,
    citation:
      'Recognised for expanding a corrugated box unit to three plants and training over two hundred women machine operators.',
  },
  {
    name: 'A. Shahul Hameed',
    firm: 'Hameed Auto Components',
    honour: 'National Award for Quality Products (Ministry of MSME)',
    year: 2014,
    citation:
      'Honoured for brake and clutch components supplied with zero rejection to commercial vehicle makers for three years.',
  },
  {
    name: 'K. Kumaresan',
    firm: 'Amaravathi Home Textiles',
    honour: 'Export Excellence Award, Handloom Export Promotion Council',
    year: 2016,
    citation: 'Recognised for taking Karur handloom table linen to buyers in eleven countries of Europe and East Asia.',
  },
  {
    name: 'M. Geetha Rani',
    firm: 'Geetha Garments',
    honour: 'Tamil Nadu State Award for Best Woman Entrepreneur',
    year: 2019,
    citation:
      'Honoured for a garment unit in Pudukkottai that employs over three hundred rural women with a crèche on site.',
  },
  {
    name: 'S. Ravichandran',
    firm: 'Ravi Fabrication Works',
    honour: "District Collector's Commendation, Tiruchirappalli",
    year: 2021,
    citation:
      'Commended for fabricating oxygen cylinder trolleys and hospital beds at cost during the second Covid-19 wave.',
  },
  {
    name: 'A. Jaffar Sadiq',
    firm: 'Coromandel Seafoods',
    honour: 'Tamil Nadu State Export Award',
    year: 2023,
    citation: 'Recognised for the export performance of a seafood processing unit rebuilt after Cyclone Gaja.',
  },
  {
    name: 'R. Kavitha',
    firm: 'Kavitha Food Products',
    honour: 'Tamil Nadu State Award for Best Entrepreneur (Micro Enterprise)',
    year: 2024,
    citation: 'Honoured for a millet-based ready-to-cook food range sourced from smallholder farmers of the delta.',
  },
  {
    name: 'R. Saravanan',
    firm: 'Sri Balaji Precision Castings',
    honour: 'National MSME Award (Ministry of MSME)',
    year: 2025,
    citation:
      'Recognised for investment casting for pump and valve makers, and for a foundry apprentice scheme run with ITIs.',
  },
];

export const seniorMembers: readonly SeniorMember[] = [
  {
    name: 'K. Ramaswamy Naidu',
    firm: 'Kaveri Steel Fabricators',
    memberSince: 1972,
    district: 'Tiruchirappalli',
    note: 'Founder President of RASI, whose firm is now run by his grandsons and still attends every general meeting.',
  },
  {
    name: 'M. Abdul Kader',
    firm: 'Crescent Rice Mill Machinery',
    memberSince: 1972,
    district: 'Thanjavur',
    note: 'A founding member whose hullers and polishers are still at work in rice mills across the delta.',
  },
  {
    name: 'S. Venkatachalam',
    firm: 'Sri Venkateswara Foundry',
    memberSince: 1972,
    district: 'Tiruchirappalli',
    note: 'Led the campaign for controlled-price pig iron for small foundries in the 1970s.',
  },
  {
    name: 'P. Natarajan',
    firm: 'Natraj Electricals',
    memberSince: 1973,
    district: 'Tiruchirappalli',
    note: 'Has rewound motors and built control panels for member firms for more than five decades.',
  },
  {
    name: 'A. Lourdusamy',
    firm: 'Lourdes Agro Implements',
    memberSince: 1974,
    district: 'Tiruvarur',
    note: 'Designed a paddy thresher that became a common sight in Tiruvarur and Nagapattinam fields.',
  },
  {
    name: 'T. Kannammal',
    firm: 'Kannammal Appalam Company',
    memberSince: 1976,
    district: 'Thanjavur',
    note: 'One of the first women members of RASI, who trained hundreds of women in food processing.',
  },
  {
    name: 'R. Sundararajan',
    firm: 'Sundaram Pumps and Motors',
    memberSince: 1977,
    district: 'Karur',
    note: 'Opened the first RASI district chapter in Karur in 1981 and chaired it for twelve years.',
  },
  {
    name: 'V. Krishnamurthy',
    firm: 'Delta Boiler Components',
    memberSince: 1978,
    district: 'Tiruchirappalli',
    note: 'Mentored a generation of ancillary suppliers to the heavy engineering plants around Tiruchirappalli.',
  },
  {
    name: 'S. Arokiasamy',
    firm: 'Arokia Salt Works',
    memberSince: 1980,
    district: 'Nagapattinam',
    note: 'Represented the salt makers of Vedaranyam in RASI and helped them secure iodisation plants.',
  },
  {
    name: 'N. Chandrasekaran',
    firm: 'Chandra Forgings',
    memberSince: 1981,
    district: 'Pudukkottai',
    note: 'President when the bye-laws were revised in 1990, and the first to serve a three-year term as a result.',
  },
  {
    name: 'K. Muthulakshmi',
    firm: 'Muthu Handloom Weavers',
    memberSince: 1983,
    district: 'Karur',
    note: 'Brought the handloom weavers of Karur into the association and into export fairs.',
  },
  {
    name: 'G. Balasubramanian',
    firm: 'Balaji Sheet Metal Works',
    memberSince: 1984,
    district: 'Tiruchirappalli',
    note: 'Served two terms as President and chairs the RASI Bhavan building and maintenance committee.',
  },
  {
    name: 'M. Syed Ibrahim',
    firm: 'Al-Ameen Engineering Works',
    memberSince: 1986,
    district: 'Ariyalur',
    note: 'Built a service business for the cement plants of Ariyalur and led the first district chapter there.',
  },
  {
    name: 'R. Jayalakshmi',
    firm: 'Jaya Food Products',
    memberSince: 1988,
    district: 'Thanjavur',
    note: 'The first woman President of RASI, who still mentors participants of the women in manufacturing programme.',
  },
  {
    name: 'C. Pandian',
    firm: 'Pandian Cotton Ginning Mills',
    memberSince: 1990,
    district: 'Perambalur',
    note: 'A pioneer of organised ginning in Perambalur and a long-serving member of the executive committee.',
  },
];
