/** The Green Standard: its categories, authors and index page, and the shape of a post's seed. */
import type {Motif, Palette} from './illustrations';
import type {TextBlock} from './markup';

export type BlogCategorySlug =
  | 'composting'
  | 'sustainability'
  | 'business-tips'
  | 'product-guides'
  | 'industry-news'
  | 'events';

export type AuthorSlug = 'maya-okafor' | 'daniel-reyes' | 'priya-natarajan' | 'tom-whitaker';

export interface BlogPostSeed {
  slug: string;
  title: string;
  /** Some run past the 180 characters the blog card shows, so truncation is exercised. */
  excerpt: string;
  category: BlogCategorySlug;
  /** Posts without an author are published as the organization. */
  author?: AuthorSlug;
  /** First publication, ISO 8601. */
  published: string;
  /** A later edit, when the post was revised after publication. */
  updated?: string;
  motif: Motif;
  imageAlt: string;
  body: TextBlock[];
  cta?: {label: string; href: string};
}

export interface BlogCategorySeed {
  slug: BlogCategorySlug;
  title: string;
  description: string;
  featuredPost: string;
  postsPerPage: number;
  palette: Palette;
}

export const BLOG_CATEGORIES: BlogCategorySeed[] = [
  {
    slug: 'composting',
    title: 'Composting',
    description:
      'How compost facilities work, what they accept, and how to get used cups and containers there instead of the landfill.',
    featuredPost: 'commercial-vs-home-composting',
    postsPerPage: 8,
    palette: {
      background: '#f3ede1',
      ground: '#8a6a48',
      main: '#4f7d3a',
      accent: '#c58b4c',
      detail: '#3b2f22',
    },
  },
  {
    slug: 'sustainability',
    title: 'Sustainability',
    description:
      'Measuring and reducing the footprint of food-service packaging, from sourcing to the green bin.',
    featuredPost: 'life-cycle-of-a-compostable-cup',
    postsPerPage: 8,
    palette: {
      background: '#e6f2e8',
      ground: '#9cc5a1',
      main: '#2f7d4f',
      accent: '#f2c14e',
      detail: '#1d4d32',
    },
  },
  {
    slug: 'business-tips',
    title: 'Business Tips',
    description:
      'Practical advice for cafés, restaurants, caterers and food trucks on buying, storing and using packaging well.',
    featuredPost: 'reducing-packaging-costs-without-cutting-corners',
    postsPerPage: 8,
    palette: {
      background: '#e4eef5',
      ground: '#9bb8cc',
      main: '#2b6a8f',
      accent: '#f08a4b',
      detail: '#1b3d52',
    },
  },
  {
    slug: 'product-guides',
    title: 'Product Guides',
    description:
      'Which cup, lid, container or fork fits the job: materials, temperatures, sizes and certifications explained.',
    featuredPost: 'pla-vs-pet-cold-cups',
    postsPerPage: 8,
    palette: {
      background: '#f6efe2',
      ground: '#d9c3a0',
      main: '#b5824a',
      accent: '#4f8a5b',
      detail: '#5b4127',
    },
  },
  {
    slug: 'industry-news',
    title: 'Industry News',
    description:
      'New packaging laws, PFAS bans, certification changes and what they mean for food-service businesses.',
    featuredPost: 'state-packaging-laws-2024',
    postsPerPage: 8,
    palette: {
      background: '#eceef1',
      ground: '#b5bcc6',
      main: '#3e4c5e',
      accent: '#5fa36b',
      detail: '#222b36',
    },
  },
  {
    slug: 'events',
    title: 'Events',
    description:
      'Trade shows where you can meet our team and the community compost days we run with local partners.',
    featuredPost: 'national-restaurant-association-show-2025',
    postsPerPage: 6,
    palette: {
      background: '#fdf0e4',
      ground: '#f2c29b',
      main: '#d9682b',
      accent: '#3d8c5c',
      detail: '#6b2f12',
    },
  },
];

export interface AuthorSeed {
  slug: AuthorSlug;
  name: string;
  role: string;
  bio: string;
  initials: string;
}

export const AUTHORS: AuthorSeed[] = [
  {
    slug: 'maya-okafor',
    name: 'Maya Okafor',
    role: 'Sustainability Lead',
    initials: 'MO',
    bio: 'Maya spent six years running outreach for a municipal organics program before joining Green Packaging Co. She visits compost facilities so our customers know what actually happens to a cup after the green bin.',
  },
  {
    slug: 'daniel-reyes',
    name: 'Daniel Reyes',
    role: 'Food-Service Account Manager',
    initials: 'DR',
    bio: 'Daniel managed a three-location coffee company in Sacramento before moving to our sales team. He helps cafés, caterers and food trucks size their orders and keep packaging costs predictable.',
  },
  {
    slug: 'priya-natarajan',
    name: 'Priya Natarajan',
    role: 'Materials & Compliance Specialist',
    initials: 'PN',
    bio: 'Priya is a materials engineer who reviews every certificate, test report and state law that touches our catalog. If a product claims to be compostable, she has read the paperwork behind it.',
  },
  {
    slug: 'tom-whitaker',
    name: 'Tom Whitaker',
    role: 'Founder',
    initials: 'TW',
    bio: 'Tom started Green Packaging Co. in 2012 from a corner of a Portland coffee roaster. He still walks the trade-show floor every year and still answers the phone when the team is busy.',
  },
];

export const BLOG_INDEX = {
  title: 'The Green Standard',
  intro:
    'Notes from our team on compostable packaging: how it is certified, where it can be composted, and how food-service businesses make it work every day.',
  featuredPost: 'compostable-vs-biodegradable',
  recentPostsToShow: 6,
  featuredBadge: "Editor's Pick",
  seoTitle: 'The Green Standard | Compostable Packaging Blog | Green Packaging Co.',
  seoDescription:
    'Guides to compostable cups and containers, composting access, packaging laws and running a greener food-service business, from the Green Packaging Co. team.',
};
