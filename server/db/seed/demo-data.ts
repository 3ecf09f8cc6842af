/** Sample-data vocabularies for the demo seed: names, places and teams that read like real hockey. */

/** Comma-separated words to a list (keeps long vocabularies compact). */
const list = (text: string): readonly string[] =>
  text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);

export const MALE_FIRST_NAMES = list(`
  Liam, Noah, Owen, Ethan, Logan, Lucas, Mason, Jack, Carter, Connor, Ryan, Tyler, Brady, Cole,
  Nathan, Dylan, Hunter, Caleb, Wyatt, Gavin, Evan, Aiden, Jacob, Matthew, William, Benjamin, Samuel,
  Alexander, Nicholas, Thomas, Daniel, Joseph, Christopher, Jonathan, Andrew, Zachary, Joshua,
  Brandon, Austin, Cameron, Jake, Luke, Henry, Charlie, Sam, Max, Ben, Quinn, Reid, Colton, Brody,
  Landon, Easton, Jaxon, Griffin, Bennett, Parker, Chase, Trevor, Spencer, Garrett, Declan, Finn,
  Rhys, Tristan, Mathieu, Félix, Olivier, Gabriel, Antoine, Alexis, Jérémy, Étienne, Xavier, Maxime,
  Nolan, Kyle, Adam, Jesse, Shane, Brett, Mitchell, Travis, Derek, Kieran, Callum, Jaden, Isaac,
  Elijah, Michael, James, Patrick, Sean, Aidan, Rory, Ty, Jett, Beckett
`);

export const FEMALE_FIRST_NAMES = list(`
  Emma, Olivia, Ava, Sophia, Isabella, Mia, Charlotte, Amelia, Harper, Abigail, Emily, Ella, Madison,
  Avery, Hailey, Brooke, Kennedy, Reagan, Peyton, Taylor, Morgan, Jordan, Sydney, Paige, Claire,
  Grace, Lily, Natalie, Hannah, Sarah, Katherine, Elizabeth, Alexandra, Samantha, Victoria, Jessica,
  Megan, Kaitlyn, Lauren, Rachel, Maddie, Jenna, Kylie, Brianna, Camille, Léa, Florence, Rosalie,
  Chloé, Émilie, Audrey, Sophie, Zoé, Maya, Quinn, Rylee, Tessa, Anna, Julia, Nora
`);

export const LAST_NAMES = list(`
  Anderson, Johnson, Peterson, Olson, Larson, Nelson, Carlson, Hanson, Lindqvist, Berg, Johansson,
  Lindgren, Swanson, Erickson, Halvorson, Smith, Brown, Miller, Wilson, Moore, Taylor, Thomas,
  Jackson, White, Harris, Martin, Thompson, Clark, Lewis, Walker, Hall, Allen, Young, King, Wright,
  Scott, Green, Baker, Adams, Campbell, Mitchell, Roberts, Carter, Phillips, Evans, Turner, Parker,
  Collins, Edwards, Stewart, Morris, Murphy, Cook, Rogers, Morgan, Cooper, Reed, Bailey, Bell, Kelly,
  Howard, Ward, Cox, Richardson, Wood, Watson, Brooks, Bennett, Gray, Hughes, Price, Sanders, Myers,
  Long, Ross, Foster, Sullivan, O'Brien, O'Connor, McDonald, MacLeod, MacKenzie, McAllister,
  Fitzgerald, Donovan, Gallagher, Callahan, Doherty, Byrne, Kennedy, Brennan, Walsh, Quinn, Tremblay,
  Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier, Bélanger,
  Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu, Cloutier, Dubé,
  Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, Desjardins, Charbonneau, Lachance,
  Dufresne, Marchand, Giroux, St-Pierre, Kowalski, Nowak, Wisniewski, Novak, Horvat, Kovalenko,
  Petrov, Schultz, Becker, Weber, Fischer, Hoffman, Koch, Richter, Vogel, Bauer, Kramer, Zimmerman,
  Van der Berg, De Vries, Jansen, Rossi, Russo, Marino, Romano, Esposito, Costa, Ricci, Campos,
  Martinez, Garcia, Lopez, Rodriguez, Nguyen, Tran, Kim, Park, Singh, Sandhu, Grewal, Bains, Chen,
  Wong, Patel, Beaudoin, Ducharme, Laflamme, Arsenault, LeBlanc, Robichaud, Doucet, Cormier
`);

/** Common short forms, used for some preferred names. */
export const NICKNAMES: Readonly<Record<string, string>> = {
  William: 'Will',
  Matthew: 'Matty',
  Alexander: 'Alex',
  Nicholas: 'Nick',
  Benjamin: 'Ben',
  Jonathan: 'Jon',
  Thomas: 'Tommy',
  Samuel: 'Sammy',
  Daniel: 'Danny',
  Christopher: 'Chris',
  Joseph: 'Joey',
  Zachary: 'Zach',
  Michael: 'Mikey',
  Patrick: 'Paddy',
  Katherine: 'Kate',
  Elizabeth: 'Liz',
  Alexandra: 'Alex',
  Samantha: 'Sam',
  Victoria: 'Tori',
  Madison: 'Maddie',
  Jessica: 'Jess',
  Abigail: 'Abby',
};

export interface Place {
  country: 'United States' | 'Canada';
  region: string;
  /** Relative share of players from this state or province. */
  weight: number;
  cities: readonly string[];
}

export const PLACES: readonly Place[] = [
  {
    country: 'United States',
    region: 'Minnesota',
    weight: 10,
    cities: list(
      'Minneapolis, St. Paul, Edina, Duluth, Eden Prairie, Bloomington, Roseau, Moorhead, Rochester, Maple Grove',
    ),
  },
  {
    country: 'United States',
    region: 'Michigan',
    weight: 7,
    cities: list('Detroit, Ann Arbor, Grand Rapids, Plymouth, Troy, Marquette, Traverse City, Novi'),
  },
  {
    country: 'United States',
    region: 'Massachusetts',
    weight: 7,
    cities: list('Boston, Beverly, Salem, Andover, Hingham, Framingham, Lowell, Braintree, Worcester'),
  },
  {
    country: 'United States',
    region: 'New York',
    weight: 5,
    cities: list('Buffalo, Rochester, Syracuse, Garden City, Albany, Lake Placid, Rye'),
  },
  {
    country: 'United States',
    region: 'Illinois',
    weight: 4,
    cities: list('Chicago, Naperville, Arlington Heights, Glenview, Rockford, Hinsdale'),
  },
  {
    country: 'United States',
    region: 'Wisconsin',
    weight: 4,
    cities: list('Madison, Milwaukee, Green Bay, Eau Claire, Verona'),
  },
  {
    country: 'United States',
    region: 'Pennsylvania',
    weight: 3,
    cities: list('Pittsburgh, Philadelphia, Hershey, Wexford, State College'),
  },
  {
    country: 'United States',
    region: 'Colorado',
    weight: 3,
    cities: list('Denver, Colorado Springs, Littleton, Boulder, Aurora'),
  },
  {
    country: 'United States',
    region: 'California',
    weight: 2,
    cities: list('Los Angeles, San Jose, Anaheim, San Diego, Irvine'),
  },
  {
    country: 'United States',
    region: 'Texas',
    weight: 2,
    cities: list('Dallas, Frisco, Plano, Houston, Austin'),
  },
  {
    country: 'United States',
    region: 'Ohio',
    weight: 2,
    cities: list('Columbus, Cleveland, Toledo, Cincinnati'),
  },
  {
    country: 'United States',
    region: 'New Jersey',
    weight: 2,
    cities: list('Princeton, Morristown, Wayne, Cherry Hill'),
  },
  {
    country: 'United States',
    region: 'Connecticut',
    weight: 2,
    cities: list('Hartford, Stamford, New Haven, Avon'),
  },
  {
    country: 'United States',
    region: 'New Hampshire',
    weight: 1,
    cities: list('Manchester, Concord, Portsmouth'),
  },
  { country: 'United States', region: 'Vermont', weight: 1, cities: list('Burlington, Stowe, Rutland') },
  {
    country: 'United States',
    region: 'North Dakota',
    weight: 1,
    cities: list('Fargo, Grand Forks, Bismarck'),
  },
  { country: 'United States', region: 'Iowa', weight: 1, cities: list('Des Moines, Cedar Rapids, Dubuque') },
  { country: 'United States', region: 'Alaska', weight: 1, cities: list('Anchorage, Fairbanks, Wasilla') },
  {
    country: 'United States',
    region: 'Washington',
    weight: 1,
    cities: list('Seattle, Everett, Spokane, Kent'),
  },
  {
    country: 'United States',
    region: 'Florida',
    weight: 1,
    cities: list('Tampa, Fort Lauderdale, Orlando, Jacksonville'),
  },
  { country: 'United States', region: 'Arizona', weight: 1, cities: list('Scottsdale, Phoenix, Tempe') },
  {
    country: 'United States',
    region: 'Missouri',
    weight: 1,
    cities: list('St. Louis, Chesterfield, Kansas City'),
  },
  { country: 'United States', region: 'North Carolina', weight: 1, cities: list('Raleigh, Charlotte, Cary') },
  {
    country: 'Canada',
    region: 'Ontario',
    weight: 14,
    cities: list(
      'Toronto, Ottawa, Mississauga, London, Hamilton, Kingston, Sudbury, Barrie, Oakville, Markham, Windsor',
    ),
  },
  {
    country: 'Canada',
    region: 'Quebec',
    weight: 8,
    cities: list('Montréal, Québec City, Laval, Sherbrooke, Gatineau, Trois-Rivières, Saguenay'),
  },
  {
    country: 'Canada',
    region: 'Alberta',
    weight: 6,
    cities: list('Calgary, Edmonton, Red Deer, Lethbridge, St. Albert, Okotoks'),
  },
  {
    country: 'Canada',
    region: 'British Columbia',
    weight: 5,
    cities: list('Vancouver, Kelowna, Victoria, Surrey, Burnaby, Kamloops, Prince George'),
  },
  { country: 'Canada', region: 'Manitoba', weight: 2, cities: list('Winnipeg, Brandon, Steinbach') },
  {
    country: 'Canada',
    region: 'Saskatchewan',
    weight: 2,
    cities: list('Saskatoon, Regina, Prince Albert, Moose Jaw'),
  },
  { country: 'Canada', region: 'Nova Scotia', weight: 1, cities: list('Halifax, Dartmouth, Truro') },
  { country: 'Canada', region: 'New Brunswick', weight: 1, cities: list('Moncton, Fredericton, Saint John') },
  {
    country: 'Canada',
    region: 'Newfoundland and Labrador',
    weight: 1,
    cities: list("St. John's, Corner Brook"),
  },
  { country: 'Canada', region: 'Prince Edward Island', weight: 1, cities: list('Charlottetown, Summerside') },
];

/** Playing ages (the season's start year minus the birth year, D270) each level takes. */
export const LEVEL_AGES: Readonly<Record<string, readonly [number, number]>> = {
  'U14 AA': [13, 14],
  'U14 AAA': [13, 14],
  'U14 Girls AA': [13, 14],
  'U15 AAA': [14, 15],
  'U16 AAA': [15, 16],
  'U16 Girls AAA': [15, 16],
  'U18 AAA': [16, 18],
  'U18 Girls AAA': [16, 18],
  'U19 Girls AAA': [17, 19],
  'Prep School': [14, 19],
  'Junior A': [17, 21],
  'NCAA Division I': [18, 23],
  'U SPORTS': [18, 23],
};

export interface TeamSeed {
  name: string;
  level: string;
  league: string;
  region: string;
  category: 'MALE' | 'FEMALE';
  websiteUrl?: string;
}

export const NORTH_SHORE_CLUB = 'North Shore Hockey Club';

export const TEAM_SEEDS: readonly TeamSeed[] = [
  {
    name: `${NORTH_SHORE_CLUB} U14 AA`,
    level: 'U14 AA',
    league: 'Eastern Hockey Federation',
    region: 'Massachusetts',
    category: 'MALE',
    websiteUrl: 'https://northshorehockey.example',
  },
  {
    name: `${NORTH_SHORE_CLUB} U16 AAA`,
    level: 'U16 AAA',
    league: 'Eastern Hockey Federation',
    region: 'Massachusetts',
    category: 'MALE',
    websiteUrl: 'https://northshorehockey.example',
  },
  {
    name: `${NORTH_SHORE_CLUB} U18 AAA`,
    level: 'U18 AAA',
    league: 'Eastern Hockey Federation',
    region: 'Massachusetts',
    category: 'MALE',
    websiteUrl: 'https://northshorehockey.example',
  },
  {
    name: `${NORTH_SHORE_CLUB} U16 Girls`,
    level: 'U16 Girls AAA',
    league: 'New England Girls Hockey League',
    region: 'Massachusetts',
    category: 'FEMALE',
    websiteUrl: 'https://northshorehockey.example',
  },
  {
    name: 'Bay State Breakers U16 AAA',
    level: 'U16 AAA',
    league: 'Eastern Hockey Federation',
    region: 'Massachusetts',
    category: 'MALE',
  },
  {
    name: 'Bay State Breakers U19 Girls',
    level: 'U19 Girls AAA',
    league: 'New England Girls Hockey League',
    region: 'Massachusetts',
    category: 'FEMALE',
  },
  {
    name: 'Twin Cities Blizzard U14 AAA',
    level: 'U14 AAA',
    league: 'Upper Midwest Elite League',
    region: 'Minnesota',
    category: 'MALE',
  },
  {
    name: 'Twin Cities Blizzard U16 AAA',
    level: 'U16 AAA',
    league: 'Upper Midwest Elite League',
    region: 'Minnesota',
    category: 'MALE',
  },
  {
    name: 'Twin Cities Blizzard U18 AAA',
    level: 'U18 AAA',
    league: 'Upper Midwest Elite League',
    region: 'Minnesota',
    category: 'MALE',
  },
  {
    name: 'Twin Cities Blizzard U14 Girls',
    level: 'U14 Girls AA',
    league: 'Minnesota Girls Elite',
    region: 'Minnesota',
    category: 'FEMALE',
  },
  {
    name: 'Twin Cities Blizzard U19 Girls',
    level: 'U19 Girls AAA',
    league: 'Minnesota Girls Elite',
    region: 'Minnesota',
    category: 'FEMALE',
  },
  {
    name: 'Iron Range Miners U15 AAA',
    level: 'U15 AAA',
    league: 'Upper Midwest Elite League',
    region: 'Minnesota',
    category: 'MALE',
  },
  {
    name: 'Great Lakes Storm U16 AAA',
    level: 'U16 AAA',
    league: 'High Performance Hockey League',
    region: 'Michigan',
    category: 'MALE',
  },
  {
    name: 'Great Lakes Storm U18 AAA',
    level: 'U18 AAA',
    league: 'High Performance Hockey League',
    region: 'Michigan',
    category: 'MALE',
  },
  {
    name: 'Great Lakes Storm U19 Girls',
    level: 'U19 Girls AAA',
    league: 'Great Lakes Girls League',
    region: 'Michigan',
    category: 'FEMALE',
  },
  {
    name: 'Motor City Mustangs U14 AAA',
    level: 'U14 AAA',
    league: 'High Performance Hockey League',
    region: 'Michigan',
    category: 'MALE',
  },
  {
    name: 'Empire State Lynx U18 AAA',
    level: 'U18 AAA',
    league: 'Atlantic Youth Hockey League',
    region: 'New York',
    category: 'MALE',
  },
  {
    name: 'Niagara Frontier U14 AA',
    level: 'U14 AA',
    league: 'Western New York Hockey League',
    region: 'New York',
    category: 'MALE',
  },
  {
    name: 'Chicago Crossfire U16 AAA',
    level: 'U16 AAA',
    league: 'High Performance Hockey League',
    region: 'Illinois',
    category: 'MALE',
  },
  {
    name: 'Badger State Bears U18 AAA',
    level: 'U18 AAA',
    league: 'Upper Midwest Elite League',
    region: 'Wisconsin',
    category: 'MALE',
  },
  {
    name: 'Steel City Forge U16 AAA',
    level: 'U16 AAA',
    league: 'Atlantic Youth Hockey League',
    region: 'Pennsylvania',
    category: 'MALE',
  },
  {
    name: 'Rocky Mountain Rams U18 AAA',
    level: 'U18 AAA',
    league: 'Mountain West Hockey League',
    region: 'Colorado',
    category: 'MALE',
  },
  {
    name: 'Pacific Coast Riptide U16 AAA',
    level: 'U16 AAA',
    league: 'Pacific District League',
    region: 'California',
    category: 'MALE',
  },
  {
    name: 'Lone Star Outlaws U14 AA',
    level: 'U14 AA',
    league: 'Texas Amateur Hockey League',
    region: 'Texas',
    category: 'MALE',
  },
  {
    name: 'Green Mountain Academy',
    level: 'Prep School',
    league: 'New England Prep Hockey',
    region: 'Vermont',
    category: 'MALE',
  },
  {
    name: "St. Brendan's Academy",
    level: 'Prep School',
    league: 'New England Prep Hockey',
    region: 'Connecticut',
    category: 'MALE',
  },
  {
    name: "St. Brendan's Academy Girls",
    level: 'Prep School',
    league: 'New England Prep Hockey',
    region: 'Connecticut',
    category: 'FEMALE',
  },
  {
    name: 'Ashford Hall',
    level: 'Prep School',
    league: 'New England Prep Hockey',
    region: 'New Hampshire',
    category: 'MALE',
  },
  { name: 'Red River Rapids', level: 'Junior A', league: 'NAHL', region: 'North Dakota', category: 'MALE' },
  { name: 'Cedar Valley Lancers', level: 'Junior A', league: 'USHL', region: 'Iowa', category: 'MALE' },
  { name: 'Anchorage Glaciers', level: 'Junior A', league: 'NAHL', region: 'Alaska', category: 'MALE' },
  {
    name: 'Northern Lakes University',
    level: 'NCAA Division I',
    league: 'NCAA',
    region: 'Minnesota',
    category: 'FEMALE',
  },
  { name: 'Toronto Titans U16 AAA', level: 'U16 AAA', league: 'GTHL', region: 'Ontario', category: 'MALE' },
  { name: 'Toronto Titans U18 AAA', level: 'U18 AAA', league: 'GTHL', region: 'Ontario', category: 'MALE' },
  {
    name: 'Toronto Titans U18 Girls',
    level: 'U18 Girls AAA',
    league: 'Ontario Women’s Hockey League',
    region: 'Ontario',
    category: 'FEMALE',
  },
  {
    name: 'Ottawa Valley Voyageurs U16 AAA',
    level: 'U16 AAA',
    league: 'HEO',
    region: 'Ontario',
    category: 'MALE',
  },
  {
    name: 'Oakville Lakeshore Kings',
    level: 'Junior A',
    league: 'OJHL',
    region: 'Ontario',
    category: 'MALE',
  },
  { name: 'Maple Ridge College', level: 'U SPORTS', league: 'OUA', region: 'Ontario', category: 'FEMALE' },
  {
    name: 'Montréal Patriotes U18 AAA',
    level: 'U18 AAA',
    league: 'Ligue de hockey M18 AAA',
    region: 'Quebec',
    category: 'MALE',
  },
  {
    name: 'Montréal Patriotes U18 Féminin',
    level: 'U18 Girls AAA',
    league: 'Ligue de hockey féminin M18',
    region: 'Quebec',
    category: 'FEMALE',
  },
  {
    name: 'Laval Aigles U15 AAA',
    level: 'U15 AAA',
    league: 'Ligue de hockey M15 AAA',
    region: 'Quebec',
    category: 'MALE',
  },
  { name: 'Calgary Chinooks U18 AAA', level: 'U18 AAA', league: 'AEHL', region: 'Alberta', category: 'MALE' },
  {
    name: 'Calgary Chinooks U18 Girls',
    level: 'U18 Girls AAA',
    league: 'AFHL',
    region: 'Alberta',
    category: 'FEMALE',
  },
  {
    name: 'Edmonton Northstars U16 AAA',
    level: 'U16 AAA',
    league: 'AEHL',
    region: 'Alberta',
    category: 'MALE',
  },
  {
    name: 'Okanagan Lakers',
    level: 'Junior A',
    league: 'BCHL',
    region: 'British Columbia',
    category: 'MALE',
  },
  {
    name: 'Fraser Valley Falcons U16 AAA',
    level: 'U16 AAA',
    league: 'BC Elite Hockey League',
    region: 'British Columbia',
    category: 'MALE',
  },
  {
    name: 'Winnipeg Wolverines U18 AAA',
    level: 'U18 AAA',
    league: 'Manitoba U18 AAA',
    region: 'Manitoba',
    category: 'MALE',
  },
  {
    name: 'Saskatoon Prairie Hawks U18 AAA',
    level: 'U18 AAA',
    league: 'SMAAAHL',
    region: 'Saskatchewan',
    category: 'MALE',
  },
  {
    name: 'Halifax Harbourmen U16 AAA',
    level: 'U16 AAA',
    league: 'NSU16AAAHL',
    region: 'Nova Scotia',
    category: 'MALE',
  },
  {
    name: 'Moncton Marlins U18 AAA',
    level: 'U18 AAA',
    league: 'NBPEI U18 AAA',
    region: 'New Brunswick',
    category: 'MALE',
  },
];

export const MAJORS = [
  'Business Administration',
  'Kinesiology',
  'Sport Management',
  'Engineering',
  'Finance',
  'Communications',
  'Computer Science',
  'Biology',
  'Exercise Science',
  'Economics',
] as const;

export const BIO_OPENERS = [
  'Two-way {pos} who competes hard on every shift',
  'Skilled {pos} with quick hands and good vision',
  'Physical {pos} who wins battles along the boards',
  'Smart, puck-moving {pos} who makes the first pass count',
  'Fast {pos} who drives play through the neutral zone',
  'Reliable {pos} trusted in all situations',
] as const;

export const BIO_CLOSERS = [
  'Looking for the next step at the junior or college level.',
  'Honor roll student and team captain.',
  'Works on skating and strength year round.',
  'Coachable, a good teammate, and hungry to improve.',
  'Killed penalties and played on the top power-play unit last season.',
] as const;

export const RINKS = [
  'Braemar Arena',
  'Schwan Super Rink',
  'Ristuccia Arena',
  'Canlan Ice Sports',
  'Mattamy Athletic Centre',
  'Centre Vidéotron',
  'Rogers Place Community Rink',
  'USA Hockey Arena',
] as const;
