/**
 * The demo's news articles in English, by slug, as the maker's editor writes them for
 * professionals and home improvers; pages.ts publishes them with their dates and audiences, and
 * fr/news.ts has the French articles. Each shows one or two pictures (scenes drawn by name:
 * scenes.ts) and ends with a card for each product it mentions.
 */

/** A part of an article: its heading (none for the opening), its paragraphs and at most one picture. */
export interface ArticleSection {
  heading: string | null;
  paragraphs: string[];
  picture?: { name: string; alt: string };
}

export interface ArticleText {
  title: string;
  extract: string;
  sections: ArticleSection[];
}

export interface NewsArticle extends ArticleText {
  /** The products it mentions, by reference, shown as cards after the text in every language. */
  products: string[];
}

export const newsArticles: Record<string, NewsArticle> = {
  'new-airless-range': {
    title: 'A new airless range for large sites',
    extract: 'A spray-grade smoothing compound, a machine plaster and a finishing compound, made to work together on sites of several hundred square metres.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'On a block of forty flats, smoothing the walls and ceilings by hand keeps a team of two busy for about three weeks. Sprayed, the same surfaces are done in less than one. That arithmetic is why we spent two years on the sites of plasterers and drywallers, pump in hand, before putting together a range made for machines. It is now stocked by our distributors.',
          'At its heart is a spray-grade smoothing compound, a ready-mixed paste that goes through a piston pump without any water added. It is sprayed from 0.5 to 3 mm a coat, flattened with a 60 cm blade straight after, and takes its second coat 12 hours later. A team of two covers up to 300 m² a day, walls and ceilings together.',
        ],
        picture: { name: 'news-new-airless-range', alt: 'A plasterer spraying a wall with an airless pump on its cart' },
      },
      {
        heading: 'Setting up the machine',
        paragraphs: [
          'Fit a 521 or 525 tip, set the pressure between 180 and 220 bar and use a hose of at least 3/8 inch over the first 15 metres. Spray 30 cm from the wall in passes that overlap by half, and keep a wet edge: a sprayed strip must never skin over before it is flattened. Rinse the pump at every break of more than an hour; the paste does not set in the hose, but a dried film blocks the filter when you start again.',
          'On plasterboard, tape and fill the joints before spraying, with the finishing compound of the range. It has the whiteness and the sanding of the sprayed coat, so the joints do not show through the paint under raking light.',
        ],
      },
      {
        heading: 'Machine plaster for the structural work',
        paragraphs: [
          'Before the smoothing comes the plaster. The machine projection plaster is sprayed on block, brick and concrete from 10 to 50 mm in a single coat, ruled flat with a straightedge, then trowelled once it has set. Allow at least 48 hours of drying in a ventilated room before smoothing over it, more in thick coats; in winter, a site heater and an hour of open windows a day save a week.',
          'Our technical team can join you for the first day of spraying, check the settings and train your operators. Ask your distributor, or send us the surfaces, substrates and dates through the start-worksite form.',
        ],
        picture: { name: 'news-airless-projection', alt: 'A plaster projection machine spraying plaster onto a wall, sacks beside it' },
      },
    ],
    products: ['ASP-R', 'MPL-P', 'DFC-R'],
  },
  'we-are-in-dubai': {
    title: 'Our products are now in Dubai',
    extract: 'A new distributor in Dubai Investments Park stocks our interior and exterior ranges, and our advice for working in the heat of the Gulf.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Since last month, professionals and home owners in the United Arab Emirates can buy our fillers from Gulf Finishing Supplies, a new distributor in Dubai Investments Park. Its warehouse holds the whole exterior range and the interior products most asked for, in every pack size, and delivers sites across Dubai, Sharjah and Abu Dhabi within two working days. The trade counter opens at 8 am, Saturday to Thursday, with the tools that go with the products: knives, hawks, mixing paddles and sanding poles.',
          'It is our second step in the Gulf, after our technical team settled in Dubai. Customers there used to buy our products through importers; a local stock means shorter lead times, prices in dirhams and a technician who speaks the language of the site.',
        ],
        picture: { name: 'news-we-are-in-dubai', alt: 'The towers of Dubai over the water of the creek at golden hour' },
      },
      {
        heading: 'Working in the heat',
        paragraphs: [
          'Our fillers are applied between 5 and 30 °C, for the air and for the wall. In Dubai, a wall facing west passes 50 °C in the afternoon sun. The rule on site is simple: work facades in the shade, early in the morning or once the sun has moved round, and never on a wall that is hot to the hand. Dampen porous renders lightly the evening before, or an hour before you start, so that the wall does not drink the water of the filler.',
          'Mix powders with cool water, in batches small enough to use within the working time, which gets shorter as the temperature rises. Keep bags and buckets in the shade, never on the floor of the van, and close opened tubs tightly: a paste left in the sun skins over in minutes.',
        ],
        picture: { name: 'news-dubai-facade', alt: 'A house facade under scaffold, half of its render repaired' },
      },
      {
        heading: 'Which products to choose',
        paragraphs: [
          'On facades, the exterior filler in powder repairs cracks and holes up to 15 mm in render, concrete and block. After 24 hours of drying comes the exterior smoothing, a fine coat that resists the weather and takes facade paint. Indoors, the dry air of air-conditioned rooms makes the fine finishing paste dry faster than its sheet says: sand it the same day and prime before painting.',
          'The distributor’s address and opening hours are on our store locator, with our other points of sale in Lebanon and the Emirates.',
        ],
      },
    ],
    products: ['FAC-P', 'EXS-P', 'FFS-R'],
  },
  'low-emission-label': {
    title: 'All interior fillers rated A+',
    extract: 'Three fillers have been reformulated: every product of our interior range now carries the A+ label, the best class for indoor air.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Since 2012, every paint, filler and adhesive sold in France for indoor use carries a label from A+ to C that rates what it gives off into the air of a room. The class comes from a test chamber: the product is applied, then the volatile organic compounds it releases are measured after 28 days, formaldehyde first among about ten substances. A+ is the class of the lowest emissions.',
          'Most of our interior fillers were rated A+ long ago. Three were not: the lightweight filler, the ceiling filler and the damp room filler, whose additives kept them in A or B. After eighteen months of work in our laboratory, their new formulas are rated A+ and are reaching the shops. Our whole interior range is now A+.',
        ],
        picture: { name: 'news-low-emission-label', alt: 'A freshly finished room with its window open to the fresh air' },
      },
      {
        heading: 'What changed in the formulas',
        paragraphs: [
          'In a lightweight filler, the hollow glass beads that make it light need a wetting agent to mix into the paste: we replaced an agent based on glycol with a mineral one. The damp room filler keeps its resistance to water thanks to a new binder that cures without releasing solvents.',
          'On the wall, nothing has changed: the same thickness per coat, the same drying times (4 hours for the lightweight filler, 6 for the ceiling filler, 8 for the damp room filler) and the same sanding. The new packs have the A+ label printed on the front.',
          'Each new formula went through the same site tests as the old one before leaving the laboratory: 200 m² of ceilings skimmed by our trainers, sanded and painted, then checked a month later for cracks and adhesion.',
        ],
        picture: { name: 'news-laboratory-tests', alt: 'A laboratory bench with flasks, sample plates and a microscope' },
      },
      {
        heading: 'Why it matters on site',
        paragraphs: [
          'A+ is not only a label for the customer. A plasterer sanding a ceiling breathes the air of the room all day; a family moving into a renovated flat breathes it at night. The dust of sanding is still dust, A+ or not: wear an FFP2 mask, sand with an extractor when you can, and ventilate while the compound dries and for a few days after.',
          'The emission class of each product is on its technical sheet, beside its safety data sheet, in the downloads of this site.',
        ],
      },
    ],
    products: ['LWF-R', 'CLF-P', 'DRF-P'],
  },
  'training-calendar': {
    title: 'Training calendar for the new season',
    extract: 'One- and two-day workshops in Beirut, Dubai and Abu Dhabi: smoothing by hand and by machine, plasterboard joints, lime finishes and facade repairs.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'The new season of our workshops for professionals starts next month, in our Beirut showroom, at our Dubai training centre and on a partner site in Abu Dhabi. Each session takes twelve trainees at most, with one trainer for six, and three quarters of the day is spent with a tool in hand on full-size walls rather than watching a demonstration. Lunch, tools and products are provided; bring your own knives if you prefer to work with what you know. Sessions are given in English and Arabic, and in French in Beirut.',
        ],
        picture: { name: 'news-training-calendar', alt: 'A trainer demonstrating on a practice wall while trainees watch' },
      },
      {
        heading: 'Four workshops',
        paragraphs: [
          'Smoothing by hand and by machine (one day, Beirut) covers the choice between powder and paste, the two-coat method with a 60 cm blade, and the settings of an airless pump. Plasterboard jointing (two days, Dubai) goes from bedding the tape to the four levels of finish, with corners, angles and repairs to damaged boards; the second day ends with every trainee’s joint checked under raking light.',
          'Decorative lime coatings (one day, Beirut) teaches how to tint the coating, lay its two coats and polish it with a stainless trowel. Facade repairs (one day, Abu Dhabi) is about diagnosis: which cracks move, which render is sound, and what to repair before painting.',
        ],
      },
      {
        heading: 'A tip from the jointing workshop',
        paragraphs: [
          'The fault our trainers see most often on joints is a second coat laid too soon. The classic joint compound needs about 12 hours before the next coat, more in a cold or damp room. Press a fingernail into the joint: if it leaves a mark, wait. A second coat over a soft first one shrinks as it dries and leaves a hollow that shows through the paint. Feather each coat 5 cm wider than the one before, and sand only the last.',
        ],
        picture: { name: 'news-training-joints', alt: 'Paper tape bedded in compound along a plasterboard joint, the taping knife on it' },
      },
      {
        heading: 'How to register',
        paragraphs: [
          'A session runs once three trainees have registered. The dates and the places left are on our training page, where you can book up to five places for your team at once. Training is free for the customers of our distributors, and each trainee leaves with a certificate and the worksheets of the session. If no date suits your team, ask for a session on your own site: from six trainees, our trainers come to you with the materials.',
        ],
      },
    ],
    products: ['FFS-P', 'JCC-P', 'DLC-P'],
  },
  'spring-contest': {
    title: 'Spring contest: win a renovation kit',
    extract: 'Ten kits to prepare and finish the walls of a whole room, to be won in participating stores until the end of the season.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Repainting a room is rarely the hard part. Getting the walls ready is: the holes left by the last owner’s pictures, the crack above the door, the dents behind the bed. This spring, we are giving away ten kits holding everything needed to prepare and finish the walls of a room of up to 20 m² of floor. The winners are drawn in Lebanon and in the Emirates.',
        ],
        picture: { name: 'news-spring-contest', alt: 'A renovation kit in a gift box with a bow, among spring flowers' },
      },
      {
        heading: 'What is in the kit',
        paragraphs: [
          'Each kit holds a tub of our ready-to-use filler for holes and cracks up to 5 mm, a bag of rapid filler for the deeper repairs (ready to paint after one hour), a tub of smooth and paint 2-in-1 that evens out the walls and primes them in a single coat, three knives of 4, 10 and 25 cm, a sanding block with spare paper, a roll of masking tape and a dust sheet.',
        ],
      },
      {
        heading: 'How to enter',
        paragraphs: [
          'Buy any of our fillers in a participating store in Beirut, Jounieh, Dubai or Abu Dhabi and keep your receipt. Then fill in the contest form with the name of the store and your answer to the question of the season. The question of the season is on the form, and its answer on the back of every tub of our fillers. The winners are drawn among the correct answers after the closing date and told by e-mail; one entry per person.',
        ],
      },
      {
        heading: 'Before you start',
        paragraphs: [
          'Kit or no kit, the order of work is the same. Wash the walls with sugar soap and let them dry, then mask the skirting and the sockets and lay the dust sheet. Fill the deep holes first, then the small ones and the cracks, opening each crack into a V with the corner of the knife so that the filler grips. Press the filler in, leave it slightly proud and sand it flush once dry: one hour for the rapid filler, two for the ready-to-use filler in a thin repair.',
          'Dust off with a damp sponge, then spread the 2-in-1 with a wide knife and smooth it in long strokes. Six hours later, the walls are ready for their paint.',
        ],
        picture: { name: 'news-renovation-kit', alt: 'A room being renovated, with a patched wall, a dust sheet, a stepladder and tubs ready' },
      },
    ],
    products: ['TUB-R', 'RF1-P', 'S2P-R'],
  },
  'beirut-showroom': {
    title: 'A showroom in Beirut',
    extract: 'Walls to try our finishes on, technicians to answer your questions and demonstrations every Saturday morning.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Choosing a finish from a colour card or a photo is a gamble: a lime coating changes with the light, a texture with the angle you look at it from. That is why our new showroom in Beirut is, first of all, a set of walls. Twelve panels show our decorative finishes at full size, in daylight and under the warm and cold lights of a home, and six more are left bare for visitors to try the products with their own hands.',
        ],
        picture: { name: 'news-beirut-showroom', alt: 'Shelves of our tubs and sacks under spotlights, beside sample wall panels' },
      },
      {
        heading: 'What you can do there',
        paragraphs: [
          'Professionals come to test a product before a job, to compare two finishes with their client, or to have a technician look at a sample of their substrate. Home owners come with a photo of the wall to repair and leave with the list of products and tools, in the order to use them. Bring a piece of your wall if you can: a chip of old plaster or a broken tile tells our technicians more than a description. The showroom has the whole range in small packs for trying, and our technical team for Lebanon works from the floor above.',
        ],
      },
      {
        heading: 'Saturday demonstrations',
        paragraphs: [
          'Every Saturday morning, one of our technicians shows a technique on the panels: laying and polishing a lime finish in two coats, making three textures with a textured coating, a roller, a notched trowel and a sponge, or covering old kitchen tiles with a tile-on-tile compound before painting them. A demonstration lasts an hour for twelve people; book by phone or come on the day.',
        ],
        picture: { name: 'news-showroom-textures', alt: 'A wall with fan-shaped trowel textures in a warm mineral colour' },
      },
      {
        heading: 'A tip from the panels',
        paragraphs: [
          'A lime finish is laid on a sound, even base, primed the day before. On porous plaster, a coat laid too soon dries unevenly and leaves pale clouds. Lay the second coat once the first no longer marks under the finger, usually two to four hours later, and polish it with the flat of the trowel while it is still damp.',
          'Keep the bucket closed between coats and stir it before use, as lime settles. The showroom, in Mar Mikhael, a short walk from the port, is open Monday to Saturday from 8 am to 6 pm, with room to park a van in the courtyard.',
        ],
      },
    ],
    products: ['DLC-R', 'TWC-R', 'TOT-R'],
  },
  'filler-of-the-year-2019': {
    title: 'Filler of the year 2019',
    extract: 'Home improvers voted our ready-to-use filler product of the year 2019 in the home improvement category.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'Our ready-to-use filler has been voted product of the year 2019 in the home improvement category by a panel of 10,000 consumers who tried the products at home. It is the first time a filler has won the category, usually taken by tools and paints, and we owe it to the people who use it: the panel’s notes speak of a tub that opens, fills and smooths with no bowl, no lumps and no mess on the floor.',
        ],
        picture: { name: 'news-filler-of-the-year-2019', alt: 'The winning tub of filler on a podium, a prize rosette pinned beside it' },
      },
      {
        heading: 'What the testers liked',
        paragraphs: [
          'Three points came back in most of the notes. The paste is soft enough to be pressed into a nail hole with a fingertip and firm enough to stay in a 5 mm crack without slumping. It dries in two hours in a thin repair, so that a wall filled in the morning can be painted in the afternoon. And it does not shrink: a hole filled flush stays flush and needs no second pass.',
          'Testers who had never filled a wall before said the same thing in their own words: the paste forgives. It can be smoothed again with a damp knife for ten minutes after it is laid, and a repair that went wrong can be scraped off and started again.',
        ],
      },
      {
        heading: 'Getting the best from it',
        paragraphs: [
          'Scrape off loose paint and plaster around the hole and dust it. Take a little paste on a flexible knife, press it well into the hole, then draw the knife across to leave a flat surface, slightly proud. Once dry, sand lightly with fine paper (grade 120 to 180) and wipe. Fill holes deeper than 5 mm in several layers. Close the tub tightly after use: kept away from frost, an opened tub lasts for months. In a kitchen or a bathroom, wait a full day before painting: the air is damper and the paste dries more slowly.',
        ],
        picture: { name: 'news-filling-award', alt: 'A filling knife pressing filler into a hole in a wall, a tub at hand' },
      },
      {
        heading: 'Also in the range',
        paragraphs: [
          'For a few nail holes before moving out, the nail hole putty comes in a tube and needs no sanding. For hairline cracks and chips on painted walls, the crack and hole paste is finer still. Both are made in the same plant as the tub and sold in the same stores.',
        ],
      },
    ],
    products: ['TUB-R', 'NHP-R', 'CHF-R'],
  },
  'craftsmen-trophy': {
    title: 'Craftsmen trophy',
    extract: 'Painters, plasterers and drywallers send us their finest finishing work of the year; a jury of professionals chooses the winners.',
    sections: [
      {
        heading: null,
        paragraphs: [
          'For the fourth year, the craftsmen trophy rewards the finest finishing work done with our products. It is open to painters, plasterers, drywallers and decorators in Lebanon and the Emirates, alone or as a team, for a job completed in the last twelve months. Last year, 64 entries came in from eleven cities, from a single bathroom to a hotel of two hundred rooms.',
        ],
        picture: { name: 'news-craftsmen-trophy', alt: 'A gold cup on a plinth under a spotlight, with confetti and a filling knife' },
      },
      {
        heading: 'Three categories',
        paragraphs: [
          'Smooth walls and ceilings rewards the flattest surfaces, judged under raking light as a client will see them at sunset: a hallway skimmed in two coats, a ceiling of 80 m² where no joint shows. Decorative finishes is for lime coatings, polished plaster and textures, judged on evenness, depth of colour and the difficulty of the substrate. Renovation rewards the job that started from the worst walls: cracked plaster, painted tiles, a facade after a winter of rain.',
        ],
      },
      {
        heading: 'How to enter',
        paragraphs: [
          'Send three to ten photos of the finished work, one at least under raking light, with one or two of the walls before, the surface treated and the products used. A few lines on the choices you made on the job help the jury. It brings together two trainers of our technical team, a site manager, an architect and last year’s winners, who visit the shortlisted sites before deciding. Entries close at the end of the year, and the winners are announced in February at our Beirut showroom.',
        ],
      },
      {
        heading: 'What the jury looks for',
        paragraphs: [
          'Last year’s winner in smooth walls used a skim coat finish on new plaster and a fine finishing compound for the last pass on the ceilings. What made the difference was not the product but the method: coats of even thickness, each lightly sanded and dusted before the next, and a lamp held low against every wall before the painter came in. The jury also asked the client: a finish is only a success if it still looks right a year later.',
          'The winners receive a trophy, tools for their team and a day in our showroom with their clients; their work is shown on this site and on our stands at trade fairs.',
        ],
        picture: { name: 'news-trophy-smooth-walls', alt: 'A wide blade drawing a smooth, fresh coat over a wall' },
      },
    ],
    products: ['SKM-P', 'FFS-P', 'PPE-R'],
  },
};
