/**
 * Composting facilities and drop-off sites that accept certified compostable packaging, by state
 * and region. Names are invented; links use `.example` domains. An entry without a site is a
 * location the finder lists without a link.
 */

export interface ComposterSeed {
  name: string;
  site?: string;
}

export interface ComposterStateSeed {
  state: string;
  regions: Record<string, ComposterSeed[]>;
}

export const COMPOSTER_STATES: ComposterStateSeed[] = [
  {
    state: 'Oregon',
    regions: {
      'Portland Metro': [
        {name: 'Columbia Slough Organics', site: 'https://columbiasloughorganics.example'},
        {name: 'Tualatin Valley Compost Works', site: 'https://tvcompostworks.example'},
        {name: 'Eastside Food Scrap Drop-Off'},
        {name: 'Clackamas Green Recovery', site: 'https://clackamasgreen.example'},
      ],
      'Willamette Valley': [
        {name: 'Mid-Valley Soil Builders', site: 'https://midvalleysoil.example'},
        {name: 'Lane County Organics Yard'},
        {name: 'Marion Farms Compost Cooperative', site: 'https://marionfarmscompost.example'},
      ],
      'Southern Oregon': [
        {name: 'Rogue Basin Compost', site: 'https://roguebasincompost.example'},
        {name: 'Ashland Community Compost Site'},
      ],
    },
  },
  {
    state: 'Washington',
    regions: {
      'Puget Sound': [
        {name: 'Cedar River Organics', site: 'https://cedarriverorganics.example'},
        {name: 'Snohomish Valley Compost Co.', site: 'https://snovalleycompost.example'},
        {name: 'Tacoma Tideflats Recovery Center'},
        {name: 'Kitsap Peninsula Organics', site: 'https://kitsaporganics.example'},
      ],
      'Eastern Washington': [
        {name: 'Spokane Falls Compost Yard', site: 'https://spokanefallscompost.example'},
        {name: 'Yakima Orchard Organics'},
        {name: 'Tri-Cities Soil Recovery', site: 'https://tricitiessoil.example'},
      ],
    },
  },
  {
    state: 'California',
    regions: {
      'Bay Area': [
        {name: 'Bayshore Organics Recovery', site: 'https://bayshoreorganics.example'},
        {name: 'East Bay Soil Works', site: 'https://eastbaysoilworks.example'},
        {name: 'Peninsula Green Cart Facility'},
        {name: 'Marin Ranch Compost', site: 'https://marinranchcompost.example'},
      ],
      'Southern California': [
        {name: 'Inland Valley Compost Center', site: 'https://inlandvalleycompost.example'},
        {name: 'Harbor Organics Transfer'},
        {name: 'San Diego Canyon Soils', site: 'https://sdcanyonsoils.example'},
      ],
      'Central Valley': [
        {name: 'Sacramento River Compost', site: 'https://sacrivercompost.example'},
        {name: 'Fresno Agricultural Organics'},
      ],
    },
  },
  {
    state: 'Colorado',
    regions: {
      'Front Range': [
        {name: 'Platte River Compost', site: 'https://platterivercompost.example'},
        {name: 'Boulder Creek Organics', site: 'https://bouldercreekorganics.example'},
        {name: 'Fort Collins Soil Cooperative'},
      ],
      'Western Slope': [
        {name: 'Grand Valley Compost Yard', site: 'https://grandvalleycompost.example'},
        {name: 'Roaring Fork Organics Drop-Off'},
      ],
    },
  },
  {
    state: 'New York',
    regions: {
      'New York City': [
        {name: 'Gowanus Community Compost', site: 'https://gowanuscompost.example'},
        {name: 'Bronx River Soil Project'},
        {name: 'Staten Island Organics Recovery', site: 'https://siorganics.example'},
      ],
      'Hudson Valley': [
        {name: 'Hudson Highlands Compost', site: 'https://hudsonhighlandscompost.example'},
        {name: 'Catskill Foothills Organics'},
      ],
      'Western New York': [
        {name: 'Genesee Valley Compost Works', site: 'https://geneseecompost.example'},
        {name: 'Lake Erie Soil Recovery'},
      ],
    },
  },
  {
    state: 'Massachusetts',
    regions: {
      'Greater Boston': [
        {name: 'Mystic River Organics', site: 'https://mysticriverorganics.example'},
        {name: 'Charles Basin Compost Hub'},
        {name: 'South Shore Soil Works', site: 'https://southshoresoil.example'},
      ],
      'Pioneer Valley': [
        {name: 'Connecticut River Compost', site: 'https://ctrivercompost.example'},
        {name: 'Hilltown Farm Organics'},
      ],
    },
  },
  {
    state: 'Vermont',
    regions: {
      'Chittenden County': [
        {name: 'Champlain Valley Compost', site: 'https://champlainvalleycompost.example'},
        {name: 'Winooski Food Scrap Depot'},
      ],
      'Southern Vermont': [
        {name: 'Green Mountain Soil Recovery', site: 'https://greenmountainsoil.example'},
        {name: 'Brattleboro Organics Drop-Off'},
      ],
    },
  },
  {
    state: 'Minnesota',
    regions: {
      'Twin Cities': [
        {name: 'Mississippi Bluffs Compost', site: 'https://mnbluffscompost.example'},
        {name: 'Minnehaha Organics Recovery', site: 'https://minnehahaorganics.example'},
        {name: 'Saint Paul East Side Drop-Off'},
      ],
      'Greater Minnesota': [
        {name: 'Rochester Prairie Compost', site: 'https://rochesterprairiecompost.example'},
        {name: 'Duluth Harbor Organics'},
      ],
    },
  },
  {
    state: 'Illinois',
    regions: {
      Chicagoland: [
        {name: 'Calumet Organics Recovery', site: 'https://calumetorganics.example'},
        {name: 'North Branch Compost Yard', site: 'https://northbranchcompost.example'},
        {name: 'Des Plaines Valley Soils'},
      ],
      'Central Illinois': [
        {name: 'Sangamon Prairie Compost', site: 'https://sangamoncompost.example'},
        {name: 'Champaign County Organics'},
      ],
    },
  },
  {
    state: 'Texas',
    regions: {
      'Austin Area': [
        {name: 'Colorado River Compost Co.', site: 'https://txcoloradocompost.example'},
        {name: 'Hill Country Soil Works'},
      ],
      'Dallas–Fort Worth': [
        {name: 'Trinity Organics Recovery', site: 'https://trinityorganics.example'},
        {name: 'Blackland Prairie Compost', site: 'https://blacklandcompost.example'},
        {name: 'Denton County Drop-Off'},
      ],
      Houston: [
        {name: 'Buffalo Bayou Organics', site: 'https://buffalobayouorganics.example'},
        {name: 'Gulf Coast Compost Yard'},
      ],
    },
  },
  {
    state: 'North Carolina',
    regions: {
      Triangle: [
        {name: 'Neuse River Compost', site: 'https://neuserivercompost.example'},
        {name: 'Durham Urban Soils'},
      ],
      'Western North Carolina': [
        {name: 'Blue Ridge Organics', site: 'https://blueridgeorganics.example'},
        {name: 'French Broad Compost Cooperative'},
      ],
    },
  },
  {
    state: 'Maryland',
    regions: {
      'Baltimore Area': [
        {name: 'Patapsco Organics Recovery', site: 'https://patapscoorganics.example'},
        {name: 'Harbor East Compost Drop-Off'},
      ],
      'Washington Suburbs': [
        {name: 'Potomac Soil Works', site: 'https://potomacsoilworks.example'},
        {name: 'Montgomery County Compost Facility'},
        {name: 'Prince George’s Organics Yard', site: 'https://pgorganics.example'},
      ],
    },
  },
];
