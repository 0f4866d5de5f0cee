import type {BlogPostSeed} from './blog';

export const POSTS_2026: BlogPostSeed[] = [
  {
    slug: 'composting-infrastructure-growth-2026',
    title: 'Composting Access Is Growing: Where New Facilities Are Opening',
    excerpt:
      'Food-scrap collection now reaches more US households than ever, and new facilities are coming online in the Midwest and Southeast. What that means for businesses outside the big coastal cities.',
    category: 'industry-news',
    published: '2026-01-13T15:00:00.000Z',
    motif: 'map',
    imageAlt: 'A map with new facility locations pinned',
    body: [
      'For years, commercial composting that accepts packaging was concentrated on the West Coast and in the Northeast. That is changing as cities add curbside food-scrap collection and states fund new processing capacity.',
      {h2: 'Where the growth is'},
      {
        ul: [
          '**Midwest:** new aerated static pile sites near Minneapolis, Chicago and Columbus.',
          '**Southeast:** private composters in North Carolina and Georgia adding commercial routes for restaurants.',
          '**Mountain West:** Colorado’s Front Range continues to add drop-off sites and hauler services.',
        ],
      },
      'Not every new facility accepts packaging on day one. Most start with food scraps and yard trimmings and add certified packaging once they have a reliable stream of clean material.',
      'We update our [composting locations](/composting-locations) as facilities tell us what they accept. If you run or use a facility we have missed, [let us know](/contact).',
    ],
  },
  {
    slug: 'home-composting-paper-cups',
    title: 'Can You Home-Compost a Paper Cup? We Tried for a Year',
    excerpt:
      'We put uncoated napkins, fiber plates, wooden forks, paper cups and PLA lids in a backyard bin and checked every month. Some vanished in weeks. Some were still there after a year.',
    category: 'composting',
    author: 'maya-okafor',
    published: '2026-02-10T16:15:00.000Z',
    motif: 'compost',
    imageAlt: 'A backyard compost bin',
    body: [
      'Customers often ask whether they can compost our products at home. Rather than guess, we ran an informal experiment in a well-tended backyard bin in Portland, turned every two weeks and kept moist.',
      {h2: 'What we found'},
      {
        ul: [
          '**Napkins:** gone within four weeks.',
          '**Bagasse plates:** soft after a month, unrecognizable after three.',
          '**Wooden forks:** darkened and brittle by month six, mostly gone by month ten.',
          '**Paper hot cups:** the paper broke down in about four months; flakes of the PLA lining were still visible after a year.',
          '**PLA lids:** essentially unchanged after a year.',
        ],
      },
      'The results match what the certifications predict. Items tested only for commercial composting need the sustained heat of a facility; fiber and wood products do well in a healthy home pile.',
      'This was one bin, not a laboratory test, but it is a useful guide. If you compost at home, keep PLA for the commercial bin or a [drop-off site](/composting-locations).',
    ],
  },
  {
    slug: 'natural-products-expo-west-2026',
    title: 'Natural Products Expo West 2026: Meet Us in Anaheim',
    excerpt:
      'We are back at Expo West with a new home-compostable line, a packaging-law help desk and plenty of samples. Find us in the sustainability pavilion.',
    category: 'events',
    author: 'tom-whitaker',
    published: '2026-02-24T15:30:00.000Z',
    updated: '2026-03-24T17:00:00.000Z',
    motif: 'calendar',
    imageAlt: 'A calendar with the expo dates circled',
    body: [
      'Natural Products Expo West returns to the Anaheim Convention Center in March, and so do we. This year our booth has three stations.',
      {h2: 'What is at our booth'},
      {
        ul: [
          '**New materials:** our first home-compostable certified cold cup, made from a PHA blend, alongside our PLA and fiber ranges.',
          '**Packaging-law help desk:** our compliance specialist answers questions about PFAS rules, labeling and EPR fees for consumer brands.',
          '**Samples to go:** pick any five items and we ship them to your office after the show.',
        ],
      },
      'Brands planning a packaging change for the year ahead can book a meeting in advance through our [contact page](/contact).',
      '**Update:** thank you to everyone who stopped by. The home-compostable cold cup will be available to order this summer.',
    ],
  },
  {
    slug: 'green-your-catering-menu',
    title: 'Greening Your Catering Menu, One Event at a Time',
    excerpt:
      'Caterers control everything that reaches the guest, which makes events the easiest place to run a zero-waste service. A step-by-step plan for your next booking.',
    category: 'sustainability',
    author: 'daniel-reyes',
    published: '2026-04-14T14:50:00.000Z',
    motif: 'bowl',
    imageAlt: 'A catering spread in fiber bowls',
    body: [
      'At a restaurant you cannot control what customers bring in. At a catered event you choose every plate, cup and napkin, so it is possible to serve a meal where everything left over can be composted.',
      {h2: 'The plan'},
      {
        ol: [
          'Choose only certified compostable serviceware, including cups, lids and cutlery.',
          'Avoid individually wrapped condiments; serve from bulk dispensers.',
          'Arrange compost collection with the venue or bring your own bins and bags.',
          'Staff the bins for the first hour, when most guests throw things away.',
          'Weigh the compost and landfill bags at the end and tell the client the result.',
        ],
      },
      'Clients increasingly ask for zero-waste events, and a short diversion report is a strong selling point for your next proposal. See our [tableware](/collections/tableware) range.',
      'Brief the client before the event too. If the venue’s own bar serves drinks in plastic cups, your compostable plates will end up in a contaminated bin; agree on one set of rules for everything served on the day.',
    ],
  },
  {
    slug: 'national-restaurant-association-show-2026',
    title: 'National Restaurant Association Show 2026: Booth, Demos and Meetings',
    excerpt:
      'Chicago in May again: see the new printed cold cups, try the steam-table challenge for PFAS-free containers and book time with our account team.',
    category: 'events',
    author: 'tom-whitaker',
    published: '2026-04-28T15:10:00.000Z',
    motif: 'storefront',
    imageAlt: 'A trade-show booth with cups on shelves',
    body: [
      'We will be at McCormick Place for the National Restaurant Association Show again this May, with our biggest booth yet.',
      'The show runs for four days and draws tens of thousands of operators, so the booth gets busy. Mornings on the first two days are the quietest time to visit if you want a longer conversation.',
      {h2: 'At the booth'},
      {
        ul: [
          'Printed PLA and paper cold cups, with short-run options for seasonal designs.',
          'The steam-table challenge: leave a PFAS-free fiber container of hot chili on a steam table and check it every hour.',
          'A composting map of the Chicago area, with the haulers who collect packaging.',
        ],
      },
      'Multi-location operators can book a 30-minute meeting with our account managers to discuss consolidated ordering, printing and delivery schedules. [Contact us](/contact) to reserve a time.',
    ],
  },
  {
    slug: 'ice-cream-shop-summer-packaging',
    title: 'Summer Packaging for Ice Cream Shops',
    excerpt:
      'Cups that do not sweat through, spoons that do not snap in frozen custard, and how much to order before the first heatwave. A seasonal guide for scoop shops.',
    category: 'business-tips',
    author: 'daniel-reyes',
    published: '2026-06-09T15:45:00.000Z',
    motif: 'bowl',
    imageAlt: 'An ice cream cup with a spoon',
    body: [
      'Ice cream shops do half their annual business in a few summer months, and running out of cups in July is expensive. Plan in spring.',
      {h2: 'Choosing the right cups'},
      'Paper ice cream cups with a PLA lining resist condensation and keep their shape while scoops soften. Match cup sizes to your scoop portions: a 4 oz for kids, 8 oz for a single and 12 oz for a double with toppings.',
      {h2: 'Spoons'},
      'Wooden spoons are the most reliable in hard ice cream and frozen custard. CPLA spoons work for soft serve. Plant-starch spoons can snap in hard-packed flavours.',
      {h2: 'Ordering'},
      'Place your summer order by early May. Order 25% more than last summer if your sales grew, and keep a spare case of each cup size in reserve. See [ice cream containers](/collections/ice-cream-containers).',
    ],
  },
  {
    slug: 'cold-cup-lids-strawless-vs-straw',
    title: 'Strawless Lids or Straws? Choosing Cold Cup Lids',
    excerpt:
      'Sip lids removed the straw from most iced drinks, but smoothies, boba and kids’ drinks still need one. How to choose lids and straws that match your menu and your bins.',
    category: 'product-guides',
    author: 'priya-natarajan',
    published: '2026-07-07T14:30:00.000Z',
    motif: 'cold-cup',
    imageAlt: 'A cold cup with a sip lid',
    body: [
      'Since many cities restricted plastic straws, cafés have moved to strawless sip lids for iced coffee and tea. They are simpler to stock and one less item in the bin.',
      {h2: 'When you still need a straw'},
      {
        ul: [
          '**Smoothies and shakes:** thick drinks need a wide straw and a dome lid with a straw hole.',
          '**Boba:** use an extra-wide paper or PLA straw with a sharpened tip to pierce a sealing film.',
          '**Accessibility:** keep straws available on request for customers who need them.',
        ],
      },
      'Match lid material to the cup. PLA lids go with PLA cups and PET lids with PET cups, so the whole drink goes in one bin. See [cold cup lids](/collections/cold-cup-lids) and [straws](/collections/straws).',
      'Paper straws have improved a lot: a good one lasts more than an hour in an iced drink without going soft. PLA straws feel more like plastic but must go in the compost bin, never the recycling.',
    ],
  },
  {
    slug: 'scope-3-and-packaging',
    title: 'Scope 3 Emissions and Your Packaging: A Primer for Restaurant Groups',
    excerpt:
      'Packaging sits in scope 3, the emissions from the things you buy. Corporate clients and investors increasingly ask about it. How to estimate it and which numbers actually move.',
    category: 'sustainability',
    author: 'maya-okafor',
    published: '2026-08-18T15:55:00.000Z',
    motif: 'chart',
    imageAlt: 'A chart of emissions by category',
    body: [
      'Greenhouse gas accounting splits emissions into three scopes. Scope 1 is what you burn, scope 2 is the electricity you buy, and scope 3 is everything else in your value chain, including the packaging you purchase and its disposal.',
      {h2: 'Estimating packaging emissions'},
      'Multiply the weight of each material you buy in a year by an emission factor for that material. Your purchase history gives you the weights; we can provide annual weight reports by material for any account.',
      {h2: 'What moves the number'},
      {
        ul: [
          'Buying less material: lighter containers, fewer lids, no unnecessary bags.',
          'Recycled and certified fiber rather than virgin plastic.',
          'Sending used packaging to compost instead of landfill, which avoids methane.',
        ],
      },
      'Packaging is usually a small share of a restaurant’s total scope 3 compared with food, but it is one of the easiest to measure and change.',
    ],
  },
  {
    slug: 'california-sb54-what-changes',
    title: 'California SB 54: What Changes for Food-Service Packaging',
    excerpt:
      'California’s packaging law requires single-use packaging to be recyclable or compostable and sets up a producer-funded program. What restaurants and distributors selling into California should know now.',
    category: 'industry-news',
    author: 'priya-natarajan',
    published: '2026-09-15T14:40:00.000Z',
    motif: 'map',
    imageAlt: 'A map of California with a pin',
    body: [
      'SB 54, the Plastic Pollution Prevention and Packaging Producer Responsibility Act, was signed in 2022. It is one of the most ambitious packaging laws in the US, and its requirements phase in over the next several years.',
      'The law applies to single-use packaging and plastic food-service ware, which covers most of what a takeout counter hands over: cups, lids, clamshells, cutlery and bags.',
      {h2: 'The main requirements'},
      {
        ul: [
          'All covered single-use packaging sold in California must be recyclable or compostable by 2032.',
          'Plastic packaging must reach a 65% recycling rate by 2032.',
          'Single-use plastic packaging must be reduced by 25% by 2032, through elimination or reuse.',
          'Producers fund the program through a producer responsibility organization.',
        ],
      },
      {h2: 'What it means for you'},
      'Most obligations fall on producers and brand owners, not the restaurant serving the food. But compostable claims in California must be backed by certification and clear labeling, and what counts as compostable depends on facilities accepting it. Our compliance team tracks each product against CalRecycle’s guidance; [ask us](/contact) for documentation.',
    ],
  },
  {
    slug: 'backyard-composting-at-the-cafe',
    title: 'Running a Small Compost Pile Behind Your Café',
    excerpt:
      'No commercial composting nearby? A two-bin system behind the café can take coffee grounds, produce scraps and fiber packaging, and turn them into compost for a community garden.',
    category: 'composting',
    published: '2026-10-20T15:05:00.000Z',
    motif: 'leaf',
    imageAlt: 'Two wooden compost bins behind a café',
    body: [
      'Coffee grounds are one of the best compost ingredients there is: high in nitrogen, clean and produced every day. A café can run a small pile where commercial composting is not available.',
      {h2: 'A simple setup'},
      {
        ol: [
          'Build or buy two bins, about a cubic yard each, with a lid and open base.',
          'Mix one part grounds and scraps with two parts brown material: shredded cardboard, fiber plates, napkins or leaves.',
          'Turn weekly and keep it as moist as a wrung-out sponge.',
          'When the first bin is full, start the second while the first matures.',
        ],
      },
      'Keep PLA cups, lids and cutlery out of a small pile; they need commercial heat. Check local rules before starting, and partner with a community garden that can use the finished compost.',
      'Expect the first batch to take three to six months. The compost is ready when it is dark, crumbly and smells like forest soil; screen out anything that has not broken down and add it to the next batch.',
    ],
  },
];
