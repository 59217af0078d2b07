// The Copperleaf Bistro menu: categories and recipes, with every kind of extras group.
import { DISHES } from './dishes.mjs';
import { ASSET_PREFIX, itemImage, ownImage, slug } from './shared.mjs';
import { dealFood, food, nothing, served } from './food.mjs';

const F = 'bistro';
const tint = '#fbeedd';
const img = {
  starter: () => itemImage(F, 'starter', 'Starters', tint),
  wings: () => itemImage(F, 'wings', 'Wings', tint),
  bowl: () => itemImage(F, 'bowl', 'Soup', '#fde7d2'),
  salad: () => itemImage(F, 'salad', 'Fresh & light', '#e8f3dc'),
  burger: () => itemImage(F, 'burger', 'Burgers', tint),
  pizza: () => itemImage(F, 'pizza', 'Stone-baked pizza', '#fbe3d8'),
  steak: () => itemImage(F, 'steak', 'From the grill', tint),
  fish: () => itemImage(F, 'fish', 'Fish', '#e0eef8'),
  curry: () => itemImage(F, 'curry', 'Curry', '#fde7d2'),
  risotto: () => itemImage(F, 'risotto', 'Risotto', tint),
  fries: () => itemImage(F, 'fries', 'Sides', '#fff3cd'),
  dessert: () => itemImage(F, 'dessert', 'Desserts', '#fce7f3'),
  glass: () => itemImage(F, 'glass', 'Soft drinks', '#e0f2fe'),
  cup: () => itemImage(F, 'cup', 'Hot drinks', '#f5ebe0'),
  pint: () => itemImage(F, 'pint', 'Beer', '#fef3c7'),
  wine: () => itemImage(F, 'wine', 'Wine', '#f3e8ee'),
  meal: () => itemImage(F, 'meal', 'Meal deals', '#fff3cd'),
};

/** A dish's own picture, on its category's tint. */
function dishImage(title, kind) {
  const drawing = DISHES[title];
  if (!drawing) throw new Error(`No drawing for the dish ${title}`);
  return ownImage(F, 'dishes', title, drawing, TINTS[kind] ?? tint);
}
const TINTS = {
  bowl: '#fde7d2',
  salad: '#e8f3dc',
  pizza: '#fbe3d8',
  fish: '#e0eef8',
  curry: '#fde7d2',
  fries: '#fff3cd',
  dessert: '#fce7f3',
  glass: '#e0f2fe',
  cup: '#f5ebe0',
  pint: '#fef3c7',
  wine: '#f3e8ee',
  meal: '#fff3cd',
};
/** A meal-deal choice shows the dish it is: the picture its recipe below registers. */
function dish(title) {
  if (!DISHES[title]) throw new Error(`No drawing for the dish ${title}`);
  return `${ASSET_PREFIX}${F}/dishes/${slug(title)}.svg`;
}

// prettier-ignore
export const categories = [
  { id: 11, title: 'Starters', kind: 'starter', subs: [[1101, 'Hot starters'], [1102, 'Cold starters']] },
  { id: 12, title: 'Burgers', kind: 'burger', subs: [[1201, 'Beef'], [1202, 'Chicken'], [1203, 'Plant-based']] },
  { id: 13, title: 'Pizzas', kind: 'pizza', subs: [[1301, 'Classics'], [1302, 'Specials']] },
  { id: 14, title: 'Mains', kind: 'steak', subs: [] },
  { id: 15, title: 'Sides', kind: 'fries', subs: [] },
  { id: 16, title: 'Desserts', kind: 'dessert', subs: [] },
  { id: 17, title: 'Drinks', kind: 'glass', subs: [[1701, 'Soft drinks'], [1702, 'Hot drinks'], [1703, 'Beer & Wine']] },
  { id: 18, title: 'Meal Deals', kind: 'meal', subs: [] },
].map((c) => ({
  CategoryId: c.id,
  CategoryTitle: c.title,
  CategoryImage: img[c.kind](),
  Kind: 'Recipe',
  Status: true,
  Subcategories: c.subs.map(([SubcategoryId, SubcategoryTitle]) => ({ SubcategoryId, SubcategoryTitle, Status: true })),
}));

// ---- Food information -------------------------------------------------------------------------------
// Each dish declares what it holds without its extras; a chosen extra adds its own and keeps only the labels it
// carries. Breads are chosen with the burgers, so a burger declares no bun. Kcal are per portion as served.
// prettier-ignore
const meal = {
  garlicBread: food(['gluten', 'milk'], 'v', 390, { portion: '4 slices' }),
  wings: food(['celery'], 'gf', 520, { portion: '6 wings' }),
  halloumiFries: food(['gluten', 'milk'], 'v', 540),
  calamari: food(['gluten', 'eggs', 'molluscs'], '', 460),
  soup: food(['celery', 'gluten', 'milk'], 'v', 320, { portion: 'Bowl with sourdough and butter' }),
  burrata: food(['milk'], 'v gf', 420),
  prawnCocktail: food(['celery', 'gluten', 'crustaceans', 'eggs'], '', 310),
  smash: food(['eggs', 'milk', 'mustard'], '', 690, { portion: '2 patties, without the bun' }),
  doubleBacon: food(['eggs', 'milk', 'mustard'], '', 890, { portion: 'Without the bun' }),
  monster: food(['gluten', 'eggs', 'milk', 'mustard'], '', 1850, { portion: '4 patties, without the bun' }),
  wagyu: food(['gluten', 'eggs', 'milk'], '', 960, { portion: 'In a brioche bun' }),
  friedChicken: food(['gluten', 'eggs', 'milk', 'mustard'], '', 760, { portion: 'Without the bun' }),
  grilledChicken: food(['eggs'], '', 520, { portion: 'Without the bun' }),
  // Soya-protein patty, vegan cheese and relish: gluten-free until a bun is chosen (sourdough by default).
  plant: food(['mustard', 'soya'], 'v vg h gf', 480, { portion: 'Without the bun' }),
  halloumiBurger: food(['eggs', 'milk'], 'v', 610, { portion: 'Without the bun' }),
  // Pizzas as 10" regular; a larger size adds its own.
  margherita: food(['gluten', 'milk'], 'v', 780, { portion: '10" pizza' }),
  pepperoni: food(['gluten', 'milk'], '', 960, { portion: '10" pizza' }),
  // Parmigiano Reggiano is made with animal rennet: not vegetarian.
  quattro: food(['gluten', 'milk'], '', 1010, { portion: '10" pizza' }),
  bbqChicken: food(['gluten', 'milk', 'mustard'], '', 920, { portion: '10" pizza' }),
  nduja: food(['gluten', 'milk'], '', 990, { portion: '10" pizza' }),
  fishAndChips: food(['gluten', 'eggs', 'fish', 'mustard'], '', 1120),
  sirloin: food([], 'gf', 820, { portion: '8oz steak with fries' }),
  roast: food(['celery', 'gluten', 'eggs', 'milk', 'sulphites'], '', 1180),
  // Halal chicken; cashews and almonds thicken the sauce. The rice is chosen with it.
  tikka: food(['milk', 'tree-nuts'], 'h gf', 640, { portion: 'Curry without rice' }),
  risotto: food(['celery', 'milk', 'sulphites'], 'gf', 680),
  seaBass: food(['fish', 'mustard', 'sulphites'], 'gf', 560),
  skinnyFries: food([], 'v vg h gf', 360),
  sweetPotatoFries: food([], 'v vg h gf', 390),
  onionRings: food(['gluten'], 'v vg', 420),
  loadedFries: food(['gluten', 'milk'], 'v', 720),
  sideSalad: food(['mustard', 'sulphites'], 'v vg gf', 120),
  macBites: food(['gluten', 'eggs', 'milk'], 'v', 480, { portion: '6 bites with chipotle mayo' }),
  // Desserts are made beside the nut desserts of the pastry section.
  stickyToffee: food(['gluten', 'eggs', 'milk'], 'v', 560, { may: ['tree-nuts'] }),
  brownie: food(['eggs', 'milk', 'soya'], 'v gf', 620, { may: ['tree-nuts'], portion: 'With vanilla ice cream' }),
  etonMess: food(['eggs', 'milk'], 'v gf', 410),
  affogato: food(['eggs', 'milk'], 'v gf', 190),
  shareBrownie: food(['eggs', 'milk', 'soya'], 'v gf', 380, { may: ['tree-nuts'], portion: '1 brownie' }),
  cola: food([], 'v vg h k gf', 139, { portion: '330 ml can' }),
  dietCoke: food([], 'v vg h k gf', 1, { portion: '330 ml can' }),
  // Botanically brewed: a trace of alcohol, so not halal.
  lemonade: food([], 'v vg gf', 118, { portion: '275 ml bottle' }),
  water: food([], 'v vg h k gf', 0, { portion: '500 ml bottle' }),
  flatWhite: food([], 'v vg h gf', 5, { portion: 'Double ristretto; the milk is chosen' }),
  tea: food(['milk'], 'v h gf', 20, { portion: 'Pot for one, milk on the side' }),
  lager: food(['gluten'], 'v vg', 240, { portion: 'Pint (568 ml)' }),
  houseRed: food(['sulphites'], 'v vg gf', 160, { portion: '175 ml glass' }),
};

// ---- Extras groups --------------------------------------------------------------------------------
const x = (Title, Price, FoodInfo, more = {}) => ({ Title, Price, ...more, FoodInfo });
const plain = 'v vg h gf';
const bread = {
  brioche: food(['gluten', 'eggs', 'milk', 'sesame'], 'v h', 260),
  sourdough: food(['gluten'], 'v vg h', 230),
  glutenFree: food(['eggs'], 'v h gf', 210),
  lettuce: food([], plain, 10),
};
const chooseBread = {
  Key: 'Choose your bread',
  MaxQuantity: 1,
  Extras: [
    x('Brioche bun', 0, bread.brioche),
    x('Sourdough bun', 0, bread.sourdough),
    x('Gluten-free bun', 1, bread.glutenFree),
    x('Lettuce wrap', 0, bread.lettuce),
  ],
};
// The plant burger comes in the vegan sourdough bun, so the menu lists it vegan.
const choosePlantBread = {
  ...chooseBread,
  Extras: chooseBread.Extras.map((e) => (e.Title === 'Sourdough bun' ? { ...e, Default: true } : e)),
};
const topping = {
  cheddar: food(['milk'], 'v gf', 120, { portion: '1 slice' }),
  avocado: food([], plain, 110),
  jalapenos: food([], plain, 5),
  onions: food([], plain, 60),
};
const optionalToppings = {
  Key: 'Optional toppings',
  MaxQuantity: 3,
  Extras: [
    x('Mature cheddar', 1, topping.cheddar),
    x('Smoked streaky bacon', 1.5, food([], 'gf', 130, { portion: '2 rashers' })),
    x('Fried free-range egg', 1, food(['eggs'], 'v h gf', 90)),
    x('Pickled jalapeños', 0.5, topping.jalapenos),
    x('Caramelised onions', 0.75, topping.onions),
    x('Smashed avocado', 1.5, topping.avocado),
  ],
};
// Real cheddar on the plant burger: still vegetarian, no longer vegan.
const optionalPlantToppings = {
  Key: 'Optional toppings',
  MaxQuantity: 3,
  Extras: [
    x('Add cheddar', 1, topping.cheddar),
    x('Smashed avocado', 1.5, topping.avocado),
    x('Pickled jalapeños', 0.5, topping.jalapenos),
    x('Caramelised onions', 0.75, topping.onions),
  ],
};
const dip = { portion: '1 pot' };
const extraDips = {
  Key: 'Extra dips',
  MaxQuantity: 12,
  MultipleQuantity: true,
  Extras: [
    x('Garlic mayo', 0.75, food(['eggs', 'mustard'], 'v h gf', 190, dip)),
    x('Chipotle mayo', 0.75, food(['eggs', 'mustard'], 'v h gf', 180, dip)),
    x('Smoky BBQ', 0.6, food(['mustard'], plain, 45, dip)),
    x('Sriracha ketchup', 0.6, food([], plain, 35, dip)),
    x('Blue cheese', 0.9, food(['eggs', 'milk'], 'v gf', 150, dip)),
  ],
};
// The wings come with a satay dip: the wings hold no peanuts, the dip they are listed with does.
const wingDips = {
  ...extraDips,
  Extras: [
    ...extraDips.Extras,
    x('Peanut satay', 0.75, food(['peanuts', 'soya'], plain, 160, dip), { Default: true }),
  ],
};
const chooseSpice = {
  Key: 'Choose your spice level',
  MaxQuantity: 1,
  Extras: [
    x('Mild', 0, nothing()),
    x('Medium', 0, nothing()),
    x('Hot', 0, nothing()),
    x('Extra hot', 0, nothing()),
  ],
};
const chooseWingSauce = {
  Key: 'Choose your sauce',
  MaxQuantity: 1,
  Extras: [
    x('Smoky BBQ', 0, food(['mustard'], plain, 90)),
    x('Buffalo hot sauce', 0, food(['milk'], 'v gf', 110)),
    x('Honey mustard', 0, food(['mustard'], 'v h gf', 120)),
    x('Korean gochujang', 0.5, food(['gluten', 'sesame', 'soya'], 'v vg h', 130)),
  ],
};
const chooseSize = {
  Key: 'Choose your size',
  MaxQuantity: 1,
  Extras: [
    x('10" regular', 0, nothing()),
    x('12" large', 2.5, food(['gluten', 'milk'], 'v', 330, { portion: 'More than a 10"' })),
    x('14" sharer', 4.5, food(['gluten', 'milk'], 'v', 650, { portion: 'More than a 10"' })),
  ],
};
const optionalPizzaToppings = {
  Key: 'Optional extra toppings',
  MaxQuantity: 5,
  Extras: [
    x('Buffalo mozzarella', 1.5, food(['milk'], 'v gf', 170)),
    x('Pepperoni', 1.25, food([], 'gf', 140)),
    x('Chestnut mushrooms', 0.9, food([], plain, 15)),
    x('Red onion', 0.6, food([], plain, 15)),
    x('Nduja', 1.5, food([], 'gf', 150)),
    x('Rocket', 0.6, food([], plain, 5)),
    x('Black olives', 0.75, food([], plain, 40)),
  ],
};
const chooseCooking = {
  Key: 'Choose how it is cooked',
  MaxQuantity: 1,
  Extras: ['Rare', 'Medium rare', 'Medium', 'Medium well', 'Well done'].map((t) => x(t, 0, nothing())),
};
const chooseSteakSauce = {
  Key: 'Choose your sauce',
  MaxQuantity: 1,
  Extras: [
    // Made with beef stock and brandy.
    x('Peppercorn', 2, food(['celery', 'milk'], 'gf', 110)),
    x('Béarnaise', 2, food(['eggs', 'milk', 'sulphites'], 'v gf', 190)),
    x('Garlic butter', 1.5, food(['milk'], 'v gf', 160)),
    x('No sauce', 0, nothing()),
  ],
};
const chooseRice = {
  Key: 'Choose your rice',
  MaxQuantity: 1,
  Extras: [
    x('Pilau rice', 0, food(['milk'], 'v h gf', 380, { portion: 'Cooked with ghee' })),
    x('Steamed basmati', 0, food([], plain, 310)),
    x('Egg-fried rice', 1, food(['gluten', 'eggs', 'sesame', 'soya'], 'v h', 450)),
  ],
};
const chooseDessertTopping = {
  Key: 'Choose your topping',
  MaxQuantity: 1,
  Extras: [
    x('Hot custard', 0, food(['eggs', 'milk'], 'v gf', 150)),
    x('Vanilla ice cream', 0, food(['eggs', 'milk'], 'v gf', 130)),
    x('Cornish clotted cream', 0.5, food(['milk'], 'v gf', 190)),
  ],
};
// The flat white is listed with whole milk, the milk it is made with unless another is chosen.
const chooseMilk = {
  Key: 'Choose your milk',
  MaxQuantity: 1,
  Extras: [
    x('Whole milk', 0, food(['milk'], 'v h gf', 110), { Default: true }),
    x('Semi-skimmed', 0, food(['milk'], 'v h gf', 75)),
    // Oats are a cereal containing gluten.
    x('Oat milk', 0.4, food(['gluten'], 'v vg h', 90)),
    x('Soya milk', 0.4, food(['soya'], plain, 60)),
  ],
};
const optionalCoffee = {
  Key: 'Optional extras',
  MaxQuantity: 2,
  Extras: [
    x('Extra shot', 0.6, food([], plain, 5)),
    x('Vanilla syrup', 0.5, food([], plain, 50)),
    x('Caramel syrup', 0.5, food([], plain, 50)),
  ],
};
const chooseGlass = {
  Key: 'Choose your glass',
  MaxQuantity: 1,
  Extras: [
    x('175ml', 0, nothing()),
    x('250ml', 2.2, food(['sulphites'], 'v vg gf', 70, { portion: '75 ml more' })),
  ],
};
const choosePeas = {
  Key: 'Choose your peas',
  MaxQuantity: 1,
  Extras: [x('Mushy peas', 0, food([], plain, 150)), x('Garden peas', 0, food([], plain, 70))],
};
const extras = (...groups) => ({ groups });

// ---- Menu builders ----------------------------------------------------------------------------------
const step = (Id, Title, Choose) => ({ Id, Title, Choose });
const pick = (Item, Redirection, Price, FoodInfo, more = {}) => ({
  Item,
  Price,
  Redirection,
  ...more,
  FoodInfo,
});
const burgerMealDeal = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your burger', [
      pick('Classic Smash Burger', 2, 0, served(meal.smash, bread.brioche), {
        Img: dish('Classic Smash Burger'),
      }),
      pick('Buttermilk Fried Chicken Burger', 2, 0, served(meal.friedChicken, bread.brioche), {
        Img: dish('Buttermilk Fried Chicken Burger'),
      }),
      pick('Copperleaf Plant Burger', 2, 0, served(meal.plant, bread.sourdough), {
        Img: dish('Copperleaf Plant Burger'),
      }),
      pick('Double Bacon Cheeseburger', 2, 2.5, served(meal.doubleBacon, bread.brioche), {
        Img: dish('Double Bacon Cheeseburger'),
        TextColor: '#ffffff',
        BackgroundColor: '#7a1f1f',
      }),
    ]),
    step(2, 'Choose your side', [
      pick('Skinny fries', 3, 0, meal.skinnyFries, { Img: dish('Skinny Fries') }),
      pick('Sweet potato fries', 3, 0.75, meal.sweetPotatoFries, { Img: dish('Sweet Potato Fries') }),
      pick('Beer-battered onion rings', 3, 0, meal.onionRings, { Img: dish('Beer-battered Onion Rings') }),
      pick('Side salad', 3, 0, meal.sideSalad, { Img: dish('Side Salad') }),
    ]),
    step(3, 'Choose your drink', [
      pick('Coca-Cola 330ml', -1, 0, meal.cola, { Img: dish('Coca-Cola') }),
      pick('Diet Coke 330ml', -1, 0, meal.dietCoke, { Img: dish('Diet Coke') }),
      pick('Fentimans Victorian Lemonade', -1, 0.9, meal.lemonade, {
        Img: dish('Fentimans Victorian Lemonade'),
      }),
      pick('Still water 500ml', -1, 0, meal.water, { Img: dish('Still Water') }),
    ]),
  ],
};

const custard = chooseDessertTopping.Extras[0].FoodInfo;
const pizzaNight = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your first pizza', [
      pick('Margherita', 2, 0, meal.margherita),
      pick('Pepperoni', 2, 0, meal.pepperoni),
      pick('Quattro Formaggi', 2, 0, meal.quattro),
      pick('Nduja & Hot Honey', 2, 1.5, meal.nduja),
    ]),
    step(2, 'Choose your second pizza', [
      pick('Margherita', 3, 0, meal.margherita),
      pick('Pepperoni', 3, 0, meal.pepperoni),
      pick('BBQ Chicken', 3, 0, meal.bbqChicken),
      pick('Nduja & Hot Honey', 3, 1.5, meal.nduja),
    ]),
    step(3, 'Choose a side to share', [
      pick('Garlic bread', 4, 0, meal.garlicBread),
      pick('Loaded fries', 4, 1, meal.loadedFries),
      pick('Side salad', 4, 0, meal.sideSalad),
    ]),
    step(4, 'Choose a dessert', [
      pick('Chocolate brownie', -1, 0, meal.brownie),
      pick('Sticky toffee pudding', -1, 0, served(meal.stickyToffee, custard)),
      pick('No dessert, thanks', -1, 0, nothing()),
    ]),
  ],
};

// Soup skips the bread step: Redirection jumps straight to the drink.
const lunchDeal = {
  groups: [],
  MenuBuilder: [
    step(1, 'Choose your lunch', [
      pick('Soup of the day', 3, 0, meal.soup, { Img: dish('Soup of the Day') }),
      pick('Classic Smash Burger', 2, 0, meal.smash, { Img: dish('Classic Smash Burger') }),
      pick('Grilled Chicken & Avocado Burger', 2, 1, meal.grilledChicken, {
        Img: dish('Grilled Chicken & Avocado Burger'),
      }),
    ]),
    step(2, 'Choose your bread', [
      pick('Brioche bun', 3, 0, bread.brioche),
      pick('Sourdough bun', 3, 0, bread.sourdough),
      pick('Gluten-free bun', 3, 1, bread.glutenFree),
    ]),
    step(3, 'Choose your drink', [
      pick('Coca-Cola 330ml', -1, 0, meal.cola),
      pick('English breakfast tea', -1, 0, meal.tea),
      pick('Flat white', -1, 0.5, served(meal.flatWhite, chooseMilk.Extras[0].FoodInfo)),
    ]),
  ],
};

// Build-your-own pizza: the size/base builder and the topping groups in one popup. The base brings the dough,
// so the dish itself is the tomato and mozzarella.
const buildYourOwn = {
  mergePopups: true,
  MenuBuilder: [
    step(1, 'Choose your size', [
      pick('10" regular', 2, 0, nothing()),
      pick('12" large', 2, 2.5, food(['milk'], 'v gf', 330, { portion: 'More than a 10"' })),
      pick('14" sharer', 2, 4.5, food(['milk'], 'v gf', 650, { portion: 'More than a 10"' })),
    ]),
    step(2, 'Choose your base', [
      pick('Classic sourdough', -1, 0, food(['gluten'], 'v vg h', 520)),
      pick('Thin & crispy', -1, 0, food(['gluten'], 'v vg h', 410)),
      pick('Gluten-free base', -1, 1.5, food([], 'v vg h gf', 480)),
    ]),
  ],
  groups: [optionalPizzaToppings, extraDips],
};

const smashBurgerExtras = {
  groups: [chooseBread, optionalToppings, extraDips],
  Sections: [
    { Title: 'Your burger', GroupKeys: ['Choose your bread', 'Optional toppings'] },
    { Title: 'On the side', GroupKeys: ['Extra dips'] },
  ],
};

// ---- Recipes ---------------------------------------------------------------------------------------
let nextId = 10001;
const eatInOnly = { ForDelivery: false, ForCollection: false };
const rec = (cat, sub, title, price, desc, kind, FoodInfo, more = {}) => ({
  RecipeId: nextId++,
  CategoryId: cat,
  SubcategoryId: sub,
  RecipeTitle: title,
  RecipeDescription: desc,
  RecipeImage: dishImage(title, kind),
  RecipePrice: price,
  FoodInfo,
  ...more,
});

// prettier-ignore
export const recipes = [
  // Starters
  rec(11, 1101, 'Garlic Bread', 4.5, 'Stone-baked sourdough with roasted garlic butter and parsley.', 'starter', meal.garlicBread, {
    RecipeExtraObject: extras({ Key: 'Optional toppings', MaxQuantity: 2, Extras: [x('Melted mozzarella', 1, food(['milk'], 'v gf', 110)), x('Pickled jalapeños', 0.5, topping.jalapenos)] }),
  }),
  rec(11, 1101, 'Sticky Chicken Wings', 6.95, 'Free-range wings, twice cooked, tossed in your choice of sauce.', 'wings', meal.wings, {
    DisplayAmountText: '6 pieces',
    IsPopular: true,
    RecipeExtraObject: extras(chooseWingSauce, wingDips),
  }),
  rec(11, 1101, 'Halloumi Fries', 5.95, 'Golden halloumi batons with pomegranate, mint and chilli honey.', 'starter', meal.halloumiFries, {
    IsPopular: true,
  }),
  rec(11, 1101, 'Salt & Pepper Calamari', 7.25, 'Crisp squid with lemon and roasted garlic aioli.', 'starter', meal.calamari),
  rec(11, 1101, 'Soup of the Day', 5.5, 'Ask your server or add a note — served with warm sourdough and salted butter.', 'bowl', meal.soup, {
    RecipeExtraObject: { groups: [], OpenForNonExtras: true },
  }),
  rec(11, 1102, 'Burrata & Heritage Tomatoes', 8.5, 'Creamy Puglian burrata, Isle of Wight tomatoes, basil oil.', 'salad', meal.burrata, {
    IsNewlyAdded: true,
  }),
  rec(11, 1102, 'Prawn Cocktail', 7.5, 'Atlantic prawns, Marie Rose sauce, baby gem and brown bread.', 'salad', meal.prawnCocktail),
  // Burgers
  rec(12, 1201, 'Classic Smash Burger', 11.5, 'Two smashed dry-aged beef patties, American cheese, pickles, burger sauce.', 'burger', meal.smash, {
    IsPopular: true,
    RecipeExtraObject: smashBurgerExtras,
  }),
  rec(12, 1201, 'Double Bacon Cheeseburger', 14.25, 'Double patty, crispy bacon, Montgomery cheddar, smoky mayo.', 'burger', meal.doubleBacon, {
    RecipeExtraObject: extras(chooseBread, optionalToppings),
  }),
  rec(12, 1201, 'Monster Tower Burger', 17.95, 'Four patties, four cheeses, onion rings — limited to two per order.', 'burger', meal.monster, {
    IsNewlyAdded: true,
    RecipeMaxBuyAllowed: 2,
    RecipeExtraObject: extras(chooseBread),
  }),
  rec(12, 1201, 'Wagyu Truffle Burger', 18.5, 'British wagyu, truffle mayo, aged Comté. Back next season.', 'burger', meal.wagyu, {
    RecipeStock: 0,
  }),
  rec(12, 1202, 'Buttermilk Fried Chicken Burger', 12, 'Buttermilk-brined thigh, slaw, hot honey, pickles.', 'burger', meal.friedChicken, {
    IsPopular: true,
    RecipeExtraObject: extras(chooseBread, chooseSpice, optionalToppings),
  }),
  rec(12, 1202, 'Grilled Chicken & Avocado Burger', 12.5, 'Chargrilled chicken breast, avocado, baby gem, lime mayo.', 'burger', meal.grilledChicken, {
    RecipeExtraObject: extras(chooseBread),
  }),
  rec(12, 1203, 'Copperleaf Plant Burger', 11.95, 'Plant-based patty, vegan cheese, tomato relish (vegan).', 'burger', meal.plant, {
    IsNewlyAdded: true,
    RecipeExtraObject: extras(choosePlantBread, optionalPlantToppings, extraDips),
  }),
  rec(12, 1203, 'Halloumi & Roast Pepper Burger', 11.25, 'Grilled halloumi, roast red pepper, rocket and harissa mayo.', 'burger', meal.halloumiBurger, {
    RecipeExtraObject: extras(chooseBread),
  }),
  // Pizzas
  rec(13, 1301, 'Margherita', 9.5, 'San Marzano tomato, fior di latte, basil, extra virgin olive oil.', 'pizza', meal.margherita, {
    RecipeExtraObject: extras(chooseSize, optionalPizzaToppings),
  }),
  rec(13, 1301, 'Pepperoni', 11.5, 'Double pepperoni, mozzarella, oregano.', 'pizza', meal.pepperoni, {
    IsPopular: true,
    RecipeExtraObject: extras(chooseSize, optionalPizzaToppings),
  }),
  rec(13, 1301, 'Quattro Formaggi', 11, 'Mozzarella, gorgonzola, Parmigiano and Somerset brie.', 'pizza', meal.quattro, {
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'BBQ Chicken', 12.95, 'Smoky BBQ base, pulled chicken, red onion, coriander.', 'pizza', meal.bbqChicken, {
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'Nduja & Hot Honey', 13.5, 'Spicy Calabrian nduja, mozzarella, hot honey, rocket.', 'pizza', meal.nduja, {
    IsNewlyAdded: true,
    RecipeExtraObject: extras(chooseSize),
  }),
  rec(13, 1302, 'Build Your Own Pizza', 10, 'Pick a size and base, then pile on your favourite toppings.', 'pizza', dealFood(buildYourOwn.MenuBuilder, { contains: ['milk'], labels: 'v gf', portion: 'Tomato and mozzarella on the base chosen' }), {
    RecipeExtraObject: buildYourOwn,
  }),
  // Mains
  rec(14, null, 'Beer-battered Fish & Chips', 14.5, 'Line-caught haddock, chunky chips, tartare sauce, lemon.', 'fish', meal.fishAndChips, {
    IsPopular: true,
    RecipeExtraObject: extras(choosePeas),
  }),
  rec(14, null, '8oz Sirloin Steak Frites', 22, '28-day aged Scottish sirloin, skinny fries, watercress. Eat in only.', 'steak', meal.sirloin, {
    ...eatInOnly,
    DisplayAmountText: '8oz',
    RecipeExtraObject: extras(chooseCooking, chooseSteakSauce),
  }),
  rec(14, null, 'Sunday Roast Beef', 18.95, 'Roast topside, Yorkshire pudding, goose-fat potatoes, gravy. Sundays, eat in only.', 'steak', meal.roast, {
    ...eatInOnly,
  }),
  rec(14, null, 'Chicken Tikka Masala', 13.5, 'Tandoor-charred chicken in a rich tomato and cream sauce.', 'curry', meal.tikka, {
    RecipeExtraObject: extras(chooseRice, chooseSpice),
  }),
  rec(14, null, 'Wild Mushroom Risotto', 13, 'Carnaroli rice, wild mushrooms, truffle oil, Parmigiano.', 'risotto', meal.risotto),
  rec(14, null, 'Pan-fried Sea Bass', 17.5, 'Crispy-skinned sea bass, crushed new potatoes, salsa verde. Not available for delivery.', 'fish', meal.seaBass, {
    ForDelivery: false,
  }),
  // Sides
  rec(15, null, 'Skinny Fries', 3.5, 'Sea-salted skinny fries.', 'fries', meal.skinnyFries, { IsRecommended: true }),
  rec(15, null, 'Sweet Potato Fries', 4.25, 'With smoked paprika salt.', 'fries', meal.sweetPotatoFries, { IsRecommended: true }),
  rec(15, null, 'Beer-battered Onion Rings', 3.95, 'Crisp onion rings in a light ale batter.', 'fries', meal.onionRings, { IsRecommended: true }),
  rec(15, null, 'Loaded Fries', 5.95, 'Fries, cheese sauce, crispy onions, jalapeños.', 'fries', meal.loadedFries, {
    IsPopular: true,
    RecipeExtraObject: extras(extraDips),
  }),
  rec(15, null, 'Side Salad', 3.75, 'Mixed leaves, cucumber, radish, house dressing.', 'salad', meal.sideSalad),
  rec(15, null, 'Mac & Cheese Bites', 4.95, 'Crumbed macaroni cheese with chipotle mayo.', 'fries', meal.macBites, {
    IsNewlyAdded: true,
  }),
  // Desserts
  rec(16, null, 'Sticky Toffee Pudding', 6.5, 'Date sponge, toffee sauce, your choice of topping.', 'dessert', meal.stickyToffee, {
    IsRecommended: true,
    IsPopular: true,
    RecipeExtraObject: extras(chooseDessertTopping),
  }),
  rec(16, null, 'Chocolate Brownie', 5.95, 'Warm salted-caramel brownie with vanilla ice cream.', 'dessert', meal.brownie, {
    IsRecommended: true,
  }),
  rec(16, null, 'Eton Mess', 5.75, 'Strawberries, meringue and Chantilly cream.', 'dessert', meal.etonMess),
  rec(16, null, 'Affogato', 4.5, 'Vanilla ice cream drowned in a double espresso. Not available for delivery.', 'cup', meal.affogato, {
    ForDelivery: false,
  }),
  rec(16, null, 'Like & Share Brownie', 2.5, 'Share us on social media and treat yourself: one per order.', 'dessert', meal.shareBrownie, {
    socialDiscountItem: true,
    isDiscountedItem: true,
    RecipeMaxBuyAllowed: 1,
  }),
  // Drinks
  rec(17, 1701, 'Coca-Cola', 2.2, 'Ice-cold can.', 'glass', meal.cola, { DisplayAmountText: '330ml can', IsRecommended: true }),
  rec(17, 1701, 'Diet Coke', 2.2, 'Ice-cold can.', 'glass', meal.dietCoke, { DisplayAmountText: '330ml can', IsRecommended: true }),
  rec(17, 1701, 'Fentimans Victorian Lemonade', 3.1, 'Botanically brewed lemonade.', 'glass', meal.lemonade, { DisplayAmountText: '275ml', IsRecommended: true }),
  rec(17, 1701, 'Still Water', 1.8, 'Highland spring water.', 'glass', meal.water, { DisplayAmountText: '500ml', IsRecommended: true }),
  rec(17, 1702, 'Flat White', 3.2, 'Double ristretto with silky steamed milk.', 'cup', meal.flatWhite, {
    RecipeExtraObject: extras(chooseMilk, optionalCoffee),
  }),
  rec(17, 1702, 'English Breakfast Tea', 2.5, 'Loose-leaf Assam blend, served with milk on the side.', 'cup', meal.tea),
  rec(17, 1703, 'Camden Hells Lager', 5.8, 'Draught lager, eat in only. Over 18s.', 'pint', meal.lager, {
    ...eatInOnly,
    DisplayAmountText: 'Pint',
  }),
  rec(17, 1703, 'House Red — Montepulciano', 6.5, 'Soft, cherry-led Italian red. Eat in only. Over 18s.', 'wine', meal.houseRed, {
    ...eatInOnly,
    RecipeExtraObject: extras(chooseGlass),
  }),
  // Meal deals
  rec(18, null, 'Burger Meal Deal', 15.95, 'Any burger, a side and a soft drink — build it step by step.', 'meal', dealFood(burgerMealDeal.MenuBuilder, { portion: '1 burger, 1 side and 1 drink' }), {
    IsPopular: true,
    isDiscountedItem: true,
    RecipeExtraObject: burgerMealDeal,
  }),
  rec(18, null, 'Pizza Night for Two', 27.5, 'Two pizzas, a side to share and dessert.', 'meal', dealFood(pizzaNight.MenuBuilder, { portion: 'Two 10" pizzas, a side and a dessert' }), {
    DisplayAmountText: 'Serves 2',
    RecipeExtraObject: pizzaNight,
  }),
  rec(18, null, 'Weekday Lunch Deal', 9.95, 'Soup or a burger with a drink, Monday to Friday until 3pm.', 'meal', dealFood(lunchDeal.MenuBuilder, { portion: 'Soup or a burger, and a drink' }), {
    isDiscountedItem: true,
    IsNewlyAdded: true,
    RecipeExtraObject: lunchDeal,
  }),
];
