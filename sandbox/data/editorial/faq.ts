/**
 * The help centre. Questions the chat assistant answers from live here too (shipping times and the
 * free-shipping threshold, "commercially compostable", PLA heat limits, samples, print minimums,
 * returns). `ca` replaces the wording for the Canadian store where the facts differ; the rest is
 * shared and only respelled.
 */
import type {TextBlock} from './markup';

export type FaqDisplayType = 'list' | 'accordion';
export type FaqIcon = 'truck' | 'leaf' | 'recycle' | 'printer' | 'box' | 'credit-card';

export interface FaqQuestionSeed {
  slug: string;
  question: string;
  answer: TextBlock[];
  ca?: {question?: string; answer: TextBlock[]};
}

export interface FaqCategorySeed {
  slug: string;
  name: string;
  description: string;
  displayType: FaqDisplayType;
  icon: FaqIcon;
  questions: FaqQuestionSeed[];
}

export const FAQ_INDEX = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers about orders, shipping, materials, composting, custom printing and your account. Pick a topic below, and if the help center does not answer your question, ask our team.',
  seoTitle: 'FAQ & Help Center | Green Packaging Co.',
  seoDescription:
    'Shipping times, free shipping, returns, PLA heat limits, composting, custom print minimums and free samples: answers from the Green Packaging Co. team.',
  banner: {
    heading: 'Still have a question?',
    text: 'Our team answers the phone Monday to Friday, 9 a.m. to 6 p.m. Eastern at (800) 555-0199, or send us a message and we will reply within one business day.',
    linkLabel: 'Contact us',
    linkUrl: '/contact',
    imageAlt: 'Illustration of the Green Packaging Co. shop front',
  },
};

export const FAQ_CATEGORIES: FaqCategorySeed[] = [
  {
    slug: 'orders-shipping',
    name: 'Orders & Shipping',
    description: 'Delivery times, free shipping, tracking, returns and damaged orders.',
    displayType: 'accordion',
    icon: 'truck',
    questions: [
      {
        slug: 'how-long-does-shipping-take',
        question: 'How long does shipping take?',
        answer: [
          'Orders placed by 1 p.m. Pacific time, Monday to Friday, ship the same business day from our warehouse in Portland, Oregon. Orders placed later or at the weekend ship the next business day.',
          {
            ul: [
              '**West Coast:** 1–2 business days by ground.',
              '**Mountain and Central states:** 2–4 business days.',
              '**East Coast:** 4–5 business days.',
              '**Alaska and Hawaii:** 5–8 business days; freight orders are quoted separately.',
            ],
          },
          'Expedited two-day and overnight shipping are offered at checkout for orders under 150 lb. You will receive a tracking link by email as soon as your order leaves the warehouse.',
        ],
        ca: {
          answer: [
            'Orders to Canada ship from our warehouse in Portland, Oregon and clear customs through our broker, so there is nothing for you to pay on delivery. Orders placed by 1 p.m. Pacific time on a business day ship the same day.',
            {
              ul: [
                '**British Columbia and Alberta:** 3–5 business days.',
                '**Prairies, Ontario and Quebec:** 4–7 business days.',
                '**Atlantic Canada:** 6–8 business days.',
                '**Territories and remote communities:** quoted at checkout.',
              ],
            },
            'You will receive a tracking link by email as soon as your order leaves the warehouse.',
          ],
        },
      },
      {
        slug: 'do-you-offer-free-shipping',
        question: 'Do you offer free shipping?',
        answer: [
          'Yes. Standard shipping is free on orders over **$150** (before tax) to any address in the lower 48 states. Your cart shows how much more you need to add to qualify.',
          'Below $150, shipping is calculated at checkout from the weight of your order and your ZIP code. Orders to Alaska, Hawaii, APO/FPO addresses and pallet-sized freight orders are quoted separately.',
        ],
        ca: {
          answer: [
            'Yes. Shipping is free across Canada on orders over **$200 CAD** (before tax), and duties and brokerage are always included. Your cart shows how much more you need to add to qualify.',
            'Below $200, shipping is calculated at checkout from the weight of your order and your postal code. Orders to the territories and pallet-sized freight orders are quoted separately.',
          ],
        },
      },
      {
        slug: 'how-can-i-track-my-order',
        question: 'How can I track my order?',
        answer: [
          'We email a tracking link as soon as your order ships. If you have an account, you can also see every order and its fulfillment status under [My Account](/account), where the status links straight to the carrier’s tracking page.',
          'No email? Check your spam folder, then call us at (800) 555-0199 with your order number.',
        ],
      },
      {
        slug: 'what-is-your-return-policy',
        question: 'What is your return policy?',
        answer: [
          'You can return unopened cases within **30 days** of delivery for a refund to your original payment method. Contact us first and we will send you a return authorization and instructions.',
          {
            ul: [
              'Return shipping is paid by you, unless we sent the wrong item or it arrived damaged.',
              'Custom printed products, free samples and opened cases cannot be returned.',
              'Refunds are issued within 5 business days of the return reaching our warehouse.',
            ],
          },
          'Read the full [refund policy](/policies/refund-policy).',
        ],
        ca: {
          answer: [
            'You can return unopened cases within **30 days** of delivery for a refund to your original payment method. Contact us first: returns from Canada need a customs return label, which we arrange for you.',
            {
              ul: [
                'The cost of the return label is deducted from your refund, unless we sent the wrong item or it arrived damaged.',
                'Custom printed products, free samples and opened cases cannot be returned.',
                'Refunds are issued in CAD within 5 business days of the return reaching our warehouse.',
              ],
            },
            'Read the full [refund policy](/policies/refund-policy).',
          ],
        },
      },
      {
        slug: 'what-if-my-order-arrives-damaged',
        question: 'What if my order arrives damaged or incomplete?',
        answer: [
          'Tell us within **7 days** of delivery. Email photos of the damaged cases and the shipping label to hello@greenpackaging.example, or call (800) 555-0199.',
          'We will ship replacements at no charge, usually the same day, and you do not need to send the damaged goods back. If a case is missing, we check the carrier’s proof of delivery and reship it.',
        ],
      },
      {
        slug: 'do-you-ship-internationally',
        question: 'Do you ship outside the United States?',
        answer: [
          'We ship to the United States and Canada. Canadian customers should shop on our [Canadian store](/en-ca), which shows prices in Canadian dollars and includes duties and brokerage in the price.',
          'We do not currently ship to other countries. Distributors outside North America can [contact us](/contact) about container orders.',
        ],
        ca: {
          question: 'Do you ship outside Canada?',
          answer: [
            'This store serves Canada, with prices in Canadian dollars. Businesses in the United States should order from our US store, which shows US dollar prices and ships from the same warehouse.',
            'We do not currently ship to other countries. Distributors outside North America can [contact us](/contact) about container orders.',
          ],
        },
      },
    ],
  },
  {
    slug: 'products-materials',
    name: 'Products & Materials',
    description: 'What our cups and containers are made of, heat limits, PFAS and food safety.',
    displayType: 'list',
    icon: 'leaf',
    questions: [
      {
        slug: 'what-is-pla',
        question: 'What is PLA?',
        answer: [
          'PLA (polylactic acid) is a clear plastic made from plants instead of oil. Plant sugars, usually from field corn, are fermented into lactic acid, which is polymerized into PLA.',
          'We use PLA for cold cups, deli containers, lids and as the thin lining inside paper hot cups. It is certified compostable in commercial facilities to ASTM D6400 or D6868. It is not recyclable with #1 PET, so it belongs in the compost bin, not the recycling bin.',
        ],
      },
      {
        slug: 'how-hot-can-pla-get',
        question: 'How hot can PLA cups and containers get?',
        answer: [
          'Clear PLA cups and deli containers are for **cold food and drinks only**. They begin to soften at about **110°F (43°C)**, so a hot car, a dishwasher or a hot drink will deform them.',
          {
            ul: [
              '**CPLA** (heat-treated PLA) cutlery and hot cup lids handle up to about **185°F (85°C)**.',
              '**Paper hot cups** with a PLA lining are made for hot drinks up to 200°F (93°C); the paper carries the heat, not the lining.',
              '**Bagasse and fiber** containers handle hot food and the microwave.',
            ],
          },
          'Store PLA products below 100°F, out of direct sun.',
        ],
        ca: {
          answer: [
            'Clear PLA cups and deli containers are for **cold food and drinks only**. They begin to soften at about **43°C (110°F)**, so a hot car, a dishwasher or a hot drink will deform them.',
            {
              ul: [
                '**CPLA** (heat-treated PLA) cutlery and hot cup lids handle up to about **85°C (185°F)**.',
                '**Paper hot cups** with a PLA lining are made for hot drinks up to 93°C (200°F); the paper carries the heat, not the lining.',
                '**Bagasse and fibre** containers handle hot food and the microwave.',
              ],
            },
            'Store PLA products below 38°C, out of direct sun.',
          ],
        },
      },
      {
        slug: 'are-your-products-pfas-free',
        question: 'Are your products PFAS-free?',
        answer: [
          'Yes. Every fiber, bagasse and paper product we sell is made without intentionally added PFAS, the “forever chemicals” once used for grease resistance. Our certified products meet BPI’s limit of less than 100 ppm total fluorine.',
          'We keep a third-party total fluorine test for each product. Ask us if you need a copy for a purchasing department or an inspector.',
        ],
      },
      {
        slug: 'are-your-products-microwave-safe',
        question: 'Can your containers go in the microwave?',
        answer: [
          'Bagasse and molded fiber containers can be microwaved for reheating. PLA cups and containers cannot: they soften above 110°F. Paper soup cups can be microwaved briefly with the lid removed.',
          'Each product page lists a **Microwave safe** feature when it applies.',
        ],
      },
      {
        slug: 'what-is-bagasse',
        question: 'What is bagasse?',
        answer: [
          'Bagasse is the fiber left over when sugarcane is crushed to extract its juice. Instead of being burned, it is pulped and pressed into plates, bowls and clamshells.',
          'Bagasse is sturdy, handles hot and greasy food, is microwave-safe and is certified compostable. Learn more in our blog post [Sugarcane Bagasse: From Sugar Mill Waste to Takeout Container](/blog/sugarcane-bagasse-explained).',
        ],
      },
      {
        slug: 'are-your-products-food-safe',
        question: 'Are your products food-safe and BPA-free?',
        answer: [
          'Yes. All of our food-contact products comply with FDA food-contact regulations and contain no BPA. Certificates of compliance are available on request for every item.',
        ],
        ca: {
          answer: [
            'Yes. All of our food-contact products meet Health Canada and FDA food-contact requirements and contain no BPA. Certificates of compliance are available on request for every item.',
          ],
        },
      },
    ],
  },
  {
    slug: 'composting',
    name: 'Composting',
    description: 'What “compostable” means, where to compost and what happens in a facility.',
    displayType: 'accordion',
    icon: 'recycle',
    questions: [
      {
        slug: 'what-does-commercially-compostable-mean',
        question: 'What does “commercially compostable” mean?',
        answer: [
          'A commercially compostable product is certified to break down in an industrial compost facility, where large piles are kept at 130–160°F for weeks. Under ASTM D6400 and D6868, at least 90% of the material must turn into carbon dioxide, water and biomass within 180 days, and no visible fragments may remain in the finished compost.',
          'These products need that heat. They will not break down reliably in a backyard bin, and they will not compost in a landfill. Look for the BPI logo on the product or case.',
        ],
      },
      {
        slug: 'can-i-compost-your-products-at-home',
        question: 'Can I compost your products at home?',
        answer: [
          'Some of them. Uncoated napkins, bagasse plates and bowls, and wooden cutlery break down in a healthy home compost pile within a few months. PLA cups, lids and cutlery, and PLA-lined paper cups, need a commercial facility.',
          'Products certified to TÜV Austria **OK compost HOME** are marked **Home compostable** on their product page.',
        ],
      },
      {
        slug: 'how-do-i-find-a-composting-facility',
        question: 'How do I find a composting facility near me?',
        answer: [
          'Use our [composting locations](/composting-locations) finder: choose your state to see facilities and drop-off sites by region. Call ahead, because what each facility accepts can change.',
          'Businesses can also ask their waste hauler whether they offer commercial organics collection that accepts certified compostable packaging.',
        ],
        ca: {
          answer: [
            'Start with your municipality’s green bin programme. Many accept food scraps and paper, but not all accept compostable plastics such as PLA, so check the list on your city’s website before adding cups and lids.',
            'Businesses can ask their waste hauler about commercial organics collection. Our [composting locations](/composting-locations) finder currently lists facilities in the United States.',
          ],
        },
      },
      {
        slug: 'what-happens-in-a-landfill',
        question: 'What happens if compostable packaging goes to landfill?',
        answer: [
          'Very little. Landfills are built to keep out air and water, so compostable packaging breaks down slowly there, much like paper does. It still avoids the petroleum used to make conventional plastic, but the full benefit only comes when it reaches a compost facility.',
        ],
      },
      {
        slug: 'can-compostable-cups-be-recycled',
        question: 'Can compostable cups be recycled?',
        answer: [
          'No. PLA looks like PET but melts at a different temperature, so it contaminates plastic recycling. PLA-lined paper cups are not accepted by most curbside recycling programs either.',
          'Put certified compostable packaging in the compost bin where it is accepted, and in the trash where it is not.',
        ],
      },
      {
        slug: 'which-certifications-do-you-carry',
        question: 'Which certifications do your products carry?',
        answer: [
          {
            ul: [
              '**BPI:** compostable in commercial facilities (ASTM D6400 / D6868).',
              '**CMA:** field-tested in working compost facilities.',
              '**TÜV Austria OK compost HOME:** compostable in a home pile.',
              '**FSC and SFI:** paper from responsibly managed forests.',
              '**USDA BioPreferred:** verified biobased content.',
            ],
          },
          'Each product page shows the certifications that apply to it.',
        ],
        ca: {
          answer: [
            {
              ul: [
                '**BPI:** compostable in commercial facilities (ASTM D6400 / D6868), widely recognised by Canadian composters.',
                '**CMA:** field-tested in working compost facilities.',
                '**TÜV Austria OK compost HOME:** compostable in a home pile.',
                '**FSC and SFI:** paper from responsibly managed forests.',
              ],
            },
            'Some municipalities also refer to the Canadian standard CAN/BNQ 0017-088 for compostable plastics. Each product page shows the certifications that apply to it.',
          ],
        },
      },
    ],
  },
  {
    slug: 'custom-printing',
    name: 'Custom Printing',
    description: 'Minimum quantities, artwork, proofs and turnaround for printed cups and sleeves.',
    displayType: 'list',
    icon: 'printer',
    questions: [
      {
        slug: 'what-are-the-minimums-for-custom-printing',
        question: 'What is the minimum order for custom printed cups, sleeves and containers?',
        answer: [
          'Minimums depend on the product, because each one runs on a different press:',
          {
            ul: [
              '**3.5" and 4" coasters:** 1,000',
              '**Coffee / hot cup sleeves:** 3,600',
              '**PET cold cups:** 7,000',
              '**PLA and paper cold cups:** 10,000',
              '**Single and double wall hot cups:** 30,000',
              '**Soup, ice cream and PLA deli containers:** 50,000',
              '**PET deli containers:** 60,000',
            ],
          },
          'Minimums are per size and design. Start a quote on our [custom print](/custom-print) page.',
        ],
      },
      {
        slug: 'how-long-does-custom-printing-take',
        question: 'How long does a custom print order take?',
        answer: [
          'Typical turnaround is **3–4 weeks** from the day you approve your proof to delivery. Large runs of containers can take 6–8 weeks. We confirm the ship date with your proof, and we will tell you straight away if a deadline is not realistic.',
        ],
      },
      {
        slug: 'what-artwork-do-you-need',
        question: 'What artwork files do you need?',
        answer: [
          'Vector files work best: AI, EPS, SVG or a print-ready PDF, with fonts converted to outlines. Tell us the Pantone colors you want matched. If you only have a PNG or JPG, send the largest version you have and our designers will let you know whether it can be used or needs to be redrawn.',
        ],
      },
      {
        slug: 'how-many-colors-can-you-print',
        question: 'How many colors can you print?',
        answer: [
          'Paper cups, sleeves and containers print in up to **4 spot colors**, plus the color of the paper. PLA and PET cold cups print in up to 2 colors. Full-color photographic prints are available on paper hot cups by digital print for an additional charge.',
        ],
      },
      {
        slug: 'do-you-send-a-proof',
        question: 'Will I see a proof before printing?',
        answer: [
          'Yes. Every order gets a free digital proof showing your artwork on the cup template, with dimensions and colors. Nothing goes to press until you approve it in writing. Physical pre-production samples can be made for an additional fee and add about a week.',
        ],
      },
      {
        slug: 'are-printed-cups-still-compostable',
        question: 'Are printed cups still compostable?',
        answer: [
          'Yes. We print with water-based inks that are approved for compostable products, and our printed cups carry the same BPI certification as plain ones.',
        ],
      },
    ],
  },
  {
    slug: 'samples',
    name: 'Samples',
    description: 'Ordering free samples, limits and delivery.',
    displayType: 'accordion',
    icon: 'box',
    questions: [
      {
        slug: 'how-do-i-order-samples',
        question: 'How do I order samples?',
        answer: [
          'Go to our [free samples](/free-samples) page, choose the products you want to try and add them to your cart. You can pick up to **3 of each item** and up to **15 sample items** per order.',
          'Check out as usual; samples ship with the same speed as a regular order.',
        ],
      },
      {
        slug: 'are-samples-free',
        question: 'Are samples free?',
        answer: [
          'The samples themselves are free; you pay only for shipping. If you add samples to an order over the free-shipping threshold, they ship free too.',
        ],
      },
      {
        slug: 'can-i-add-samples-to-a-regular-order',
        question: 'Can I add samples to a regular order?',
        answer: [
          'Yes. Samples and regular products can be in the same cart and ship together. The sample limits still apply: 3 of each item and 15 sample items per order.',
        ],
      },
      {
        slug: 'can-i-get-printed-samples',
        question: 'Can I get samples of custom printed cups?',
        answer: [
          'We can send examples of cups we have printed for other customers so you can see the print quality. Samples with your own artwork are pre-production samples, available for a fee once your proof is approved; see [custom printing](/faq/custom-printing).',
        ],
      },
      {
        slug: 'why-is-a-sample-unavailable',
        question: 'Why can I not select more samples?',
        answer: [
          'When your selection reaches 15 sample items, or your cart already holds the maximum number of samples, the remaining items are disabled. Remove a sample from your cart to choose a different one. If you need more to test with your team, [contact us](/contact) and we will help.',
        ],
      },
    ],
  },
  {
    slug: 'account-billing',
    name: 'Account & Billing',
    description: 'Accounts, payment methods, invoices, tax exemption and reordering.',
    displayType: 'list',
    icon: 'credit-card',
    questions: [
      {
        slug: 'do-i-need-an-account',
        question: 'Do I need an account to order?',
        answer: [
          'No, you can check out as a guest. An account lets you see past orders, download invoices, save addresses and reorder in a couple of clicks. [Create an account](/account/register).',
        ],
      },
      {
        slug: 'what-payment-methods-do-you-accept',
        question: 'Which payment methods do you accept?',
        answer: [
          'We accept Visa, Mastercard, American Express, Discover, PayPal, Apple Pay, Google Pay and Shop Pay. Approved business accounts can pay by invoice on net 30 terms; [contact us](/contact) to apply.',
        ],
      },
      {
        slug: 'how-do-i-get-an-invoice',
        question: 'How do I get an invoice for my order?',
        answer: [
          'Sign in and open the order under [My Account](/account). Each order has an invoice you can download and print. Invoices show tax, shipping and the payment method used.',
        ],
      },
      {
        slug: 'how-do-i-apply-for-tax-exemption',
        question: 'How do I apply for tax exemption?',
        answer: [
          'Send us your resale or exemption certificate through our [tax exemption form](/tax-exemption), or email it to [hello@greenpackaging.example](mailto:hello@greenpackaging.example). Once approved, usually within two business days, tax is removed from future orders placed with the same email address.',
        ],
        ca: {
          answer: [
            'If your organisation is exempt from provincial sales tax or GST/HST, send us your exemption number or certificate through our [tax exemption form](/tax-exemption), or email it to [hello@greenpackaging.example](mailto:hello@greenpackaging.example). Once approved, usually within two business days, the exemption applies to future orders placed with the same email address.',
          ],
        },
      },
      {
        slug: 'how-do-i-reset-my-password',
        question: 'How do I reset my password?',
        answer: [
          'Go to [Forgot password](/account/forgot) and enter your email address. We will email you a link to choose a new password. The link expires after 24 hours.',
        ],
      },
      {
        slug: 'can-i-reorder-a-previous-order',
        question: 'Can I reorder a previous order?',
        answer: [
          'Yes. Open the order under [My Account](/account), tick the items you want again and select **Reorder**. The items are added to your cart at today’s prices.',
        ],
      },
    ],
  },
];
