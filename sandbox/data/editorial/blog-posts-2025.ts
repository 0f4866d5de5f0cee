import type {BlogPostSeed} from './blog';

export const POSTS_2025: BlogPostSeed[] = [
  {
    slug: 'how-compost-facilities-handle-packaging',
    title: 'Inside a Compost Facility: What Happens to a Cup After the Green Bin',
    excerpt:
      'We followed a truckload of food scraps and compostable cups through a commercial facility in the Willamette Valley, from the tipping floor to finished compost sold to farms. It takes about ten weeks, and the contamination is picked out by hand.',
    category: 'composting',
    author: 'maya-okafor',
    published: '2025-01-14T15:20:00.000Z',
    motif: 'truck',
    imageAlt: 'A collection truck on its way to a compost facility',
    body: [
      'The truck tips its load onto a concrete floor, and the first thing you notice is how much of it is not food. Operators use a loader and a picking line to pull out plastic bags, cutlery and glass before anything goes into the grinder.',
      {h2: 'From grinder to windrow'},
      'Food scraps and packaging are shredded with wood chips and yard trimmings to balance carbon and nitrogen, then built into long windrows or covered aerated piles. Within days the core passes 131°F, the temperature at which pathogens and weed seeds die, and stays hot for weeks while the piles are turned.',
      {h2: 'Screening and curing'},
      'After about eight weeks the material is screened. Anything larger than about half an inch, including fragments of packaging that has not broken down yet, goes back to the start for another cycle. The fine compost cures for several more weeks before it is sold to farms, landscapers and vineyards.',
      'Certified cups and containers disappear within the cycle when the facility runs hot and long enough. Thick items and uncertified “plant-based” plastics are what operators find on the screen, and they are the reason some facilities are cautious about accepting packaging at all.',
      'The best thing a business can do is send clean, certified, clearly marked packaging and nothing else. [Find a facility near you](/composting-locations).',
    ],
  },
  {
    slug: 'double-wall-vs-single-wall-with-sleeve',
    title: 'Double Wall Cups or Single Wall With a Sleeve?',
    excerpt:
      'Both keep fingers comfortable. The cost per drink, storage space and the look you want decide which one suits your café.',
    category: 'product-guides',
    author: 'daniel-reyes',
    published: '2025-02-04T16:05:00.000Z',
    motif: 'hot-cup',
    imageAlt: 'A double wall paper cup with a lid',
    body: [
      'A single wall cup with a sleeve and a double wall cup do the same job: they keep a 190°F latte from burning the hand that holds it. The difference is in the details.',
      {h2: 'Single wall plus sleeve'},
      {
        ul: [
          'Cheapest option when only some drinks need a sleeve; iced and lukewarm drinks go without.',
          'Sleeves can be printed separately in smaller runs than cups.',
          'Two items to stock and two items for customers to sort.',
        ],
      },
      {h2: 'Double wall'},
      {
        ul: [
          'One item, a firmer feel and a premium look for the same print.',
          'Costs more per cup than a single wall cup, but usually less than cup plus sleeve.',
          'Takes more storage space per thousand.',
        ],
      },
      'Cafés with a high share of hot drinks above 12 oz usually save money with double wall. Cafés with a mixed menu, or those who want a seasonal printed sleeve, stay with single wall. Both are fully compostable in commercial facilities.',
      'Compare [double wall hot cups](/collections/double-wall-hot-cups) and [cup sleeves](/collections/hot-cup-sleeves).',
    ],
  },
  {
    slug: 'training-staff-to-sort-waste',
    title: 'Training Your Staff to Sort Waste in Five Minutes a Shift',
    excerpt:
      'Back-of-house sorting fails when it depends on one motivated employee. A short routine built into opening and closing checklists keeps compost clean when staff change.',
    category: 'business-tips',
    author: 'maya-okafor',
    published: '2025-03-11T14:35:00.000Z',
    motif: 'bins',
    imageAlt: 'A row of sorting bins behind a restaurant counter',
    body: [
      'Restaurants often start a compost program with a burst of enthusiasm and a laminated poster. Six months later the compost bin has gloves and cling film in it, and the hauler is sending warning letters. The fix is routine, not motivation.',
      {h2: 'Build it into existing checklists'},
      {
        ol: [
          '**Opening:** check each station has a compost bin with a liner and a trash bin, side by side.',
          '**Mid-shift:** the shift lead glances into the compost bin once and removes anything that does not belong.',
          '**Closing:** whoever takes out the bins notes any contamination on the closing sheet.',
        ],
      },
      {h2: 'Teach with objects, not rules'},
      'During onboarding, put ten real items from your kitchen on a table and ask the new hire to sort them. It takes two minutes and covers the tricky cases: plastic wrap, gloves, produce stickers, butter portion cups.',
      'Share the hauler’s monthly contamination report with the whole team. People improve what they can see.',
    ],
  },
  {
    slug: 'sugarcane-bagasse-explained',
    title: 'Sugarcane Bagasse: From Sugar Mill Waste to Takeout Container',
    excerpt:
      'Bagasse is the fiber left after sugarcane is crushed for juice. Pressed into plates and clamshells, it is sturdy, microwave-safe and compostable. What to expect from it in a busy kitchen.',
    category: 'product-guides',
    author: 'priya-natarajan',
    published: '2025-04-08T15:50:00.000Z',
    motif: 'container',
    imageAlt: 'A fiber takeout clamshell',
    body: [
      'When sugarcane is crushed to extract juice, around 30% of the cane’s weight is left behind as dry, fibrous pulp called bagasse. Mills have long burned it for energy; since the 2000s a growing share is pulped and pressed into food-service products.',
      {h2: 'How it performs'},
      {
        ul: [
          '**Heat:** handles hot food and the microwave well; not for the oven above about 400°F.',
          '**Grease and liquid:** holds sauces for the length of a meal or a delivery; very wet food over several hours can soften it.',
          '**Strength:** rigid enough for heavy entrées in a three-compartment plate.',
        ],
      },
      'Bagasse products are certified for commercial composting, and thin, uncoated items often break down in a healthy home pile too. All of ours are made without added PFAS.',
      'Browse [bowls](/collections/bowls), [plates](/collections/plates) and [clamshells](/collections/clamshells).',
    ],
  },
  {
    slug: 'international-compost-awareness-week-2025',
    title: 'International Compost Awareness Week 2025: Free Drop-Off and Facility Tours',
    excerpt:
      'During the first full week of May we are teaming up with three compost facilities to offer free drop-off for businesses and guided tours for anyone curious about where their cup ends up.',
    category: 'events',
    published: '2025-04-29T15:00:00.000Z',
    motif: 'calendar',
    imageAlt: 'A calendar marking compost awareness week',
    body: [
      'International Compost Awareness Week is held every year in the first full week of May. This year we are marking it with our partners in Oregon, Washington and Colorado.',
      {h2: 'What is on'},
      {
        ul: [
          '**Free business drop-off:** bring up to two bins of certified compostable packaging and food scraps to any participating facility.',
          '**Guided tours:** 45-minute walks through the tipping floor, windrows and screening line. Closed-toe shoes required.',
          '**Sorting workshops:** a half-hour session for café and restaurant staff on keeping compost clean.',
        ],
      },
      'Tour places are limited and free. Participating facilities are listed on our [composting locations](/composting-locations) page; call ahead to reserve.',
      'Cannot make it? Share a photo of your compost station with us during the week and we will send you a pack of sorting signs for your bins.',
    ],
  },
  {
    slug: 'national-restaurant-association-show-2025',
    title: 'See Us at the National Restaurant Association Show 2025 in Chicago',
    excerpt:
      'Four days at McCormick Place, a booth full of samples and a live demo of custom cup printing. Where to find us, what we are showing and how to book a meeting with our team.',
    category: 'events',
    author: 'tom-whitaker',
    published: '2025-05-06T14:10:00.000Z',
    updated: '2025-05-27T18:30:00.000Z',
    motif: 'storefront',
    imageAlt: 'A trade-show booth with packaging on display',
    body: [
      'The National Restaurant Association Show is the biggest food-service event in the US, and this year we will be there from 17 to 20 May at McCormick Place in Chicago, in the sustainability pavilion.',
      {h2: 'What we are bringing'},
      {
        ul: [
          'Our complete cup range, including the new 20 oz double wall cup.',
          'A live digital proof station: bring your logo on a USB stick and leave with a mock-up of your printed cup.',
          'PFAS-free fiber containers you can put through a steam table test at the booth.',
        ],
      },
      {h2: 'Book a meeting'},
      'Account managers are available in 30-minute slots for multi-location operators who want to talk about consolidated ordering and custom printing. [Get in touch](/contact) to reserve a time.',
      '**Update, 27 May:** thank you to the more than 600 people who visited the booth. Custom print quotes requested at the show are being sent out this week.',
    ],
  },
  {
    slug: 'why-some-facilities-reject-compostables',
    title: 'Why Some Compost Facilities Still Reject Compostable Packaging',
    excerpt:
      'Contamination, look-alike plastics and processing times push some composters to say no to packaging altogether. Understanding their reasons is the first step to changing their minds.',
    category: 'composting',
    author: 'maya-okafor',
    published: '2025-06-03T15:25:00.000Z',
    motif: 'compost',
    imageAlt: 'A compost windrow with packaging fragments on top',
    body: [
      'It surprises many of our customers that a certified compostable cup is not welcome everywhere. Some facilities, including several in the Pacific Northwest, have stopped accepting packaging entirely. Their reasons are practical.',
      {h2: 'The main concerns'},
      {
        ol: [
          '**Look-alikes.** A clear PLA cup and a PET cup look the same on a fast-moving tipping floor. Every PET cup that slips through ends up as plastic fragments in finished compost.',
          '**Processing time.** Facilities running short cycles, sometimes under 60 days, may screen out packaging that has not fully broken down.',
          '**Organic certification.** Farms buying compost for organic production need inputs the facility can vouch for.',
          '**Little value added.** Packaging adds carbon but few nutrients; food scraps are what make compost rich.',
        ],
      },
      {h2: 'What helps'},
      'Clear labeling and tinting, strictly separated collection at venues, and consistent product choices across a city all make packaging easier to accept. Several facilities that refused packaging now take it from closed-loop venues, such as stadiums and corporate cafeterias, where only certified items are served.',
      'If your local facility does not accept packaging yet, ask what it would need to see. Some run trial batches with a single venue’s material, and a business that can promise a clean, consistent stream is a strong candidate for that trial.',
    ],
  },
  {
    slug: 'custom-printed-cups-as-marketing',
    title: 'Custom Printed Cups as Your Cheapest Marketing Channel',
    excerpt:
      'A cup travels down the street, into offices and onto social media. At a fraction of a cent of extra cost per impression, printed cups outperform most local advertising for cafés.',
    category: 'business-tips',
    author: 'daniel-reyes',
    published: '2025-06-24T16:40:00.000Z',
    motif: 'hot-cup',
    imageAlt: 'A printed coffee cup with a logo',
    body: [
      'Every to-go cup spends twenty minutes in someone’s hand, on a desk or in a photo. For a café selling 300 drinks a day, that is more than 100,000 branded moments a year, and the cost of printing is spread across cups you were buying anyway.',
      'Printed cups also make a small café look established. Customers notice a consistent logo on the cup, the sleeve and the bag, and many share photos of a well-designed cup without being asked.',
      {h2: 'Design tips that print well'},
      {
        ul: [
          'Keep text above 8 pt and lines above 0.5 pt; thin details fill in on paper.',
          'Use one or two solid colors; water-based inks look best with bold shapes.',
          'Put your Instagram handle or URL near the rim, where it shows in photos.',
          'Leave space for the barista’s marker notes.',
        ],
      },
      {h2: 'Minimums and timing'},
      'Printed hot cups start at 30,000 pieces per size and cold cups at 10,000; if that is more than you need, printed sleeves start at 3,600 and coasters at 1,000. Production takes 3–4 weeks from approved proof. Start with our [custom print](/custom-print) page for a quote.',
    ],
    cta: {label: 'Get a custom print quote', href: '/custom-print'},
  },
  {
    slug: 'life-cycle-of-a-compostable-cup',
    title: 'The Life Cycle of a Compostable Cup, Start to Finish',
    excerpt:
      'From a managed forest and a field of corn to a cup of coffee and back into soil: every stage of a compostable hot cup’s life, and where its environmental footprint really comes from.',
    category: 'sustainability',
    author: 'tom-whitaker',
    published: '2025-07-15T15:15:00.000Z',
    motif: 'leaf',
    imageAlt: 'A sprout growing from soil',
    body: [
      'A paper hot cup is mostly paperboard made from wood fiber, with a thin lining that keeps the coffee in. In a conventional cup that lining is polyethylene; in ours it is PLA made from plants. Follow the cup from start to finish and the footprint looks like this.',
      {h2: 'Raw materials'},
      'Our paperboard comes from SFI or FSC certified forests, where harvested areas are replanted. The PLA lining is made from fermented plant sugars. Growing and processing the raw materials is the largest single share of the cup’s carbon footprint.',
      {h2: 'Manufacturing and shipping'},
      'Cups are formed and printed at high speed and shipped in cases by sea, rail and truck. Shipping adds less than most people expect, because cups nest tightly and travel in full containers.',
      {h2: 'End of life'},
      'This is where compostable and conventional cups differ most. In a commercial compost facility the cup becomes soil amendment within a few months. In landfill, both kinds of cup sit for decades. The biggest improvement any business can make is to get its cups to a facility, which is why we publish our [composting locations](/composting-locations).',
    ],
  },
  {
    slug: 'food-truck-packaging-guide',
    title: 'The Food Truck Packaging Guide: Less Space, More Service',
    excerpt:
      'A food truck has no storeroom and no dish pit. How to choose packaging that nests tightly, survives the weather and keeps a lunch rush moving.',
    category: 'product-guides',
    author: 'daniel-reyes',
    published: '2025-08-05T14:55:00.000Z',
    motif: 'truck',
    imageAlt: 'A food truck serving customers',
    body: [
      'On a truck, every cubic foot matters and every second at the window counts. The right packaging does three things: it nests tightly, it closes with one hand, and it holds up to the walk back to the office.',
      {h2: 'Our shortlist for trucks'},
      {
        ul: [
          '**Hinged clamshells** instead of bowls with separate lids: one item, one motion.',
          '**Kraft takeout boxes** for noodles and rice; they stack flat until folded.',
          '**Wooden cutlery** in bulk rather than wrapped kits, which take twice the space.',
          '**One napkin size** for everything.',
        ],
      },
      'Store cases off the floor and away from the fryer; humidity and heat are what ruin fiber products on a truck. Rotate stock so the oldest case is opened first.',
      'Browse [takeout boxes](/collections/takeout-boxes) and [clamshells](/collections/clamshells), or request [samples](/free-samples) to test in your window.',
    ],
  },
  {
    slug: 'pfas-bans-2025-update',
    title: 'PFAS Bans in 2025: Where Food Packaging Rules Stand Now',
    excerpt:
      'More states now ban intentionally added PFAS in food packaging, and enforcement is starting to include testing. What changed this year and how to keep your documentation ready.',
    category: 'industry-news',
    author: 'priya-natarajan',
    published: '2025-09-02T15:35:00.000Z',
    motif: 'certificate',
    imageAlt: 'A compliance document with a seal',
    body: [
      'When we first wrote about PFAS-free fiber containers, bans were in force in a handful of states. The list is longer now, and the focus is shifting from passing laws to checking compliance.',
      {h2: 'What has changed'},
      {
        ul: [
          'More states have bans on intentionally added PFAS in food packaging in force, with several extending them to more product types.',
          'Some regulators now ask distributors for certificates of compliance and, in a few cases, test products bought from shelves.',
          'Large buyers such as universities and hospital systems write PFAS-free requirements into their purchasing contracts.',
        ],
      },
      {h2: 'Keeping paperwork ready'},
      'For every fiber and paper product we sell we keep a supplier declaration, a recent total fluorine test and the BPI listing. Customers can request the full set for any product. If an inspector asks you, the case label’s item number is all we need.',
      'Our [products and materials FAQ](/faq/products-materials) answers the most common questions about PFAS.',
    ],
  },
  {
    slug: 'fall-community-compost-day-2025',
    title: 'Fall Community Compost Day 2025: Saturday, 18 October',
    excerpt:
      'Drop off food scraps and certified compostable packaging, take home finished compost for your garden, and learn to sort like a pro. Free and open to everyone.',
    category: 'events',
    published: '2025-10-06T16:00:00.000Z',
    updated: '2025-10-20T17:25:00.000Z',
    motif: 'compost',
    imageAlt: 'Volunteers around a compost pile',
    body: [
      'Our community compost day is back at the Harvest Way warehouse in Portland on Saturday 18 October, from 10 a.m. to 2 p.m.',
      {h2: 'What to bring'},
      {
        ul: [
          'Food scraps in a bucket or a compostable bag (no plastic bags, please).',
          'Used certified compostable cups, containers and cutlery, rinsed if they held dairy.',
          'A bucket or sack if you would like to take home finished compost.',
        ],
      },
      'Local cafés can book a pick-up slot for larger volumes. A sorting table will be staffed all day, and the first 200 visitors receive a countertop compost caddy.',
      '**Update:** 1.7 tons collected and 90 bags of finished compost given away. Contamination was down by a third compared with last year. Thank you, Portland.',
    ],
  },
  {
    slug: 'measuring-your-diversion-rate',
    title: 'Measuring Your Waste Diversion Rate Without a Consultant',
    excerpt:
      'A simple monthly weigh-in tells you how much of your waste goes to compost and recycling instead of landfill, and whether your changes are working. Here is how to set one up with a bathroom scale and a spreadsheet.',
    category: 'sustainability',
    author: 'maya-okafor',
    published: '2025-11-04T15:40:00.000Z',
    motif: 'chart',
    imageAlt: 'A chart showing diversion rates over time',
    body: [
      'Diversion rate is the share of your waste, by weight, that goes somewhere other than landfill. It is the number most sustainability reports lead with, and you can measure it yourself.',
      {h2: 'The weigh-in method'},
      {
        ol: [
          'Pick one typical day each month.',
          'Before each bin is emptied, weigh the bag on a bathroom or parcel scale and note the stream: compost, recycling or landfill.',
          'Add up each stream. Diversion rate = (compost + recycling) ÷ total.',
        ],
      },
      'A café that moves from conventional to certified compostable packaging and adds a compost bin commonly goes from around 20% to over 60% diversion within a few months.',
      'If your hauler bills by volume, ask whether they provide weights; many now do on request.',
    ],
  },
  {
    slug: 'compostable-cutlery-heat-and-strength',
    title: 'Compostable Cutlery: Heat, Strength and Which Material to Choose',
    excerpt:
      'CPLA, wood and plant-starch forks all claim to be compostable, and they behave very differently in a bowl of hot soup. A side-by-side guide for choosing the right cutlery.',
    category: 'product-guides',
    author: 'priya-natarajan',
    published: '2025-12-09T14:20:00.000Z',
    motif: 'cutlery',
    imageAlt: 'A compostable fork and spoon',
    body: [
      'Cutlery takes more abuse than any other piece of packaging: it is pressed, twisted and dunked in hot liquid. Material choice matters.',
      {h2: 'The options'},
      {
        ul: [
          '**CPLA (crystallized PLA):** heat-treated PLA that stays rigid up to about 185°F. Closest in feel to plastic cutlery. Commercially compostable.',
          '**Wood (birch):** strong and heat-proof, with a slightly dry mouthfeel. Often breaks down in home compost.',
          '**Plant-starch blends:** inexpensive, fine for salads and desserts, but can soften in hot soup.',
        ],
      },
      'For hot food, choose CPLA or wood. For cold food and events where price matters most, plant-starch blends work well. All of our cutlery is certified compostable; see the [cutlery collection](/collections/cutlery).',
      'Whatever the material, buy cutlery in bulk boxes rather than individually wrapped kits where hygiene rules allow. Wrapped kits cost more, take more space and add a plastic or paper wrapper that usually ends up in the wrong bin.',
    ],
  },
];
