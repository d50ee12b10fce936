"""Figures of the world a draft quotes beside its runs' figures: scores of a match, prices and
rates of money, doses and concentrations, a patient's observations, marks out of a maximum,
word error rates, lengths of recordings, a protocol's holds, a device's pins and memory. None is
a figure of the runs: ``extract`` reads them as no claims with these patterns (each a reading a
held-out round asked for; the fixtures named in the CHANGELOG hold them)."""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.sentences import sentence_span

if TYPE_CHECKING:
    from collections.abc import Iterable

    from lumen_report.verify.grammar import RawClaim
    from lumen_report.verify.names import Mention

HUNK = compiled(r"@@\s+-\d+(?:,\d+)?\s+\+\d+(?:,\d+)?\s+@@")

# A page range of a reference: "pp. 201-219", "p. 12-14", "*12*(3), 123-145" (volume, issue).
PAGE_RANGE = compiled(r"(?:\bpp?\.\s*|\bpages?\s+|\b\d{1,4}\(\d{1,3}\)\s*,\s*)"
                      r"\d+\s*[\u2013-]\s*\d+")

# Words of polls and votes: a share in a part of a sentence about them that names no lane.
POLL_WORDS = compiled(r"(?i)\b(?:polls?|polling|pollsters?|votes?|voters?|turnout|seats|"
                      r"margin\s+of\s+error|fieldwork|lead)\b")

# A share right after a name of two or more capitalised words (not a lane's): "Civic Union
# 48%", "the People's Front on 44%".
NAMED_SHARE = compiled(r"\b[A-Z][\w'\u2019]*(?:\s+[A-Z][\w'\u2019]*)+\s+(?:on\s+|at\s+)?\Z")

# A party's share anywhere in a draft: "Civic Union 48%", "the People's Front on 44%" (the name,
# the figure).
PARTY_SHARE = compiled(r"\b([A-Z][\w'\u2019]*(?:[ \u00a0]+[A-Z][\w'\u2019]*)+)[ \u00a0]+"
                       r"(?:on[ \u00a0]+|at[ \u00a0]+)?(\d{1,2}(?:\.\d{1,2})?)[ \u00a0]?%")

# An image's size in pixels: "1920x1080" (or with a multiplication sign).
RESOLUTION = compiled(r"(?<![\w.])\d{3,5}\s?[x\u00d7]\s?\d{3,5}(?![\w.])")

# An image generator's settings, labelled: "CFG scale 7.5", "guidance scale of 7", "30 steps".
IMAGE_SETTING_BEFORE = compiled(r"(?i)\b(?:CFG(?:\s+scale)?|guidance(?:\s+scale)?|"
                                r"denoising\s+strength|sampling\s+steps)\s*(?:of|=|:)?\s*$")

ADDED_TIME = compiled(r"(?<![\w.,])\d{2,3}\+\d{1,2}(?:['\u2032\u2019]|(?![\w.,]))")

# A score: a pair of whole numbers, the first the larger (a range runs upward), with no unit
# (not the inner digits of a range with space-grouped thousands: "2 871-3 046 bytes").
SCORE = compiled(r"(?<![\w.,\u2013-])(?<!\d[\u00a0\u2009\u202f])(\d{1,3})\s?[-\u2013]\s?(\d{1,3})"
                  r"(?![\w.,%\u2013-]|[\u00a0\u2009\u202f]\d{3}"
                  r"|\s*(?:s|ms|sec|secs|seconds?|min|minutes?|tokens?|bytes?|KB|kB|MB|x|times)\b)")

CRICKET = compiled(r"(?i)\b(?:overs?|wickets?|innings|cricket|run\s+rate)\b")

INNINGS_TOTAL = compiled(r"(?<![\w.,])\d{1,3}\s+for\s+\d{1,2}\b(?:\s+(?:off|from|in)\s+\d{1,2}"
                          r"(?:\.\d)?\s+overs\b)?")

# Every GAME_WORDS match holds one of these, lowered: substring tests before the scan.
GAME_NEEDLES = ("attendance", "crowd", "ground", "stadium", "spectator", "fans", "rate",
                 "stoppage", "added time", "injury time", "of the ball", "possession",
                 "violation", "shot clock", "overs")

GAME_WORDS = compiled(r"(?i)\b(?:attendance|crowd|ground|stadium|spectators|fans|run\s+rate|"
                       r"strike\s+rate|stoppage|added\s+time|injury\s+time|of\s+the\s+ball|"
                       r"possession|violation|shot\s+clock|overs)\b")

CROWD_BEFORE = compiled(r"(?i)\b(?:attendance|crowd|spectators|gate)\b[^.;:!?\d]{0,30}$")

CROWD_AFTER = compiled(r"(?i)\s+(?:in\s+the\s+(?:ground|stadium|arena|crowd)|spectators|fans|"
                        r"supporters)\b")

GAME_RATE_BEFORE = compiled(r"(?i)\b(?:run|strike|economy)\s+rate\b(?![\s-]*limit)"
                             r"[^.;:!?\d]{0,24}$")

GAME_AFTER = compiled(r"(?i)\s+(?:of\s+(?:stoppage|added|injury|extra)\s+time|of\s+the\s+ball|"
                       r"possession|(?:shot[- ]clock\s+)?violation|shot\s+clock)\b")

INSTEAD = compiled(r"\s*,?\s*(?:rather\s+than|instead\s+of|not|versus|vs\.?|against|"
                   r"(?:[a-z]+\s+)?as)\s+")  # (a misquote: "quote the 6.5% rate as 65%")

OVERS_BEFORE = compiled(r"(?i)\bovers?\b[^.;:!?]{0,30}$")

def game_words(plain: str, low: str | None) -> bool:
    """Whether a block holds the words of a match report (``GAME_WORDS``)."""
    lowered = plain.lower() if low is None else low
    return any(word in lowered for word in GAME_NEEDLES) and GAME_WORDS.search(plain) is not None

def game_figure(plain: str, claim: RawClaim) -> bool:
    """A figure of a match a model reported on, not of its run: "41,203 in the ground", "the
    attendance (41,203)", "a run rate of 9.35", "4 minutes of stoppage time", "61% of the
    ball", "a 24-second violation", "the last 4.5 overs going for 61 runs"."""
    start = claim.start
    return CROWD_BEFORE.search(plain, max(0, start - 40), start) is not None \
        or CROWD_AFTER.match(plain, claim.end) is not None \
        or (claim.unit is None  # (not "first run rate 275.8 tokens/s": a run's rate)
            and GAME_RATE_BEFORE.search(plain, max(0, start - 40), start) is not None) \
        or GAME_AFTER.match(plain, claim.end) is not None \
        or (claim.unit == "runs" and OVERS_BEFORE.search(plain, max(0, start - 40), start)
            is not None)

# A chess game's figures: a move number ("12. Nf3", "23...Qxd4", "31. Rxe6 fxe6 32."), an
# engine's evaluation ("+0.35", "-1.20 at depth 24", "0.00 at depth 40"), a search depth, a
# rating ("rated 1500", "ratings 1400 to 1800", "2,950 Elo") and a mate's length ("mate in 4").
_SAN = r"(?:[KQRBN][a-h1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=[QRBN])?|O-O(?:-O)?)"
MOVE_AFTER = compiled(r"(?:\.{1,3}|\u2026)\s?" + _SAN)
MOVE_BEFORE = compiled(_SAN + r"[+#!?]{0,2}\s+$")
EVAL_AFTER = compiled(r"\s+at\s+depth\b")
EVAL_BEFORE = compiled(r"(?i)\b(?:engine|depth|scores?|eval\w*|position|winning|losing)\b"
                       r"[^;!?]{0,40}$|[\"\u201c]\s*\w+,\s*$")
CHESS_COUNT_BEFORE = compiled(r"(?i)\b(?:depth|mate\s+in|(?:rated|ratings?|elo)"
                              r"(?:\s+(?:about|around|from|of))?)\s+$")
ELO_AFTER = compiled(r"\s*Elo\b")


def chess_figure(plain: str, claim: RawClaim) -> str | None:
    """What a figure of a chess game is (a move number, an evaluation, a depth, a rating),
    or None: none is a figure of the runs."""
    start, end = claim.num_start, claim.num_end
    if not claim.decimals and (MOVE_AFTER.match(plain, end) is not None or (
            plain[end:end + 1] == "." and MOVE_BEFORE.search(plain, max(0, start - 14), start))):
        return "a move number of a chess game"
    if claim.decimals == 2 and (plain[claim.start] in "+-\u2212" or plain[start - 1:start] in
                                ("+", "-", "\u2212") or EVAL_AFTER.match(plain, end)) and (
            EVAL_AFTER.match(plain, end) is not None
            or EVAL_BEFORE.search(plain, max(0, claim.start - 60), claim.start) is not None):
        return "an engine's evaluation of a chess position"
    if CHESS_COUNT_BEFORE.search(plain, max(0, claim.start - 16), claim.start) is not None \
            or ELO_AFTER.match(plain, end) is not None:
        return "a search depth, a rating or a mate's length in chess"
    return None


# Repetitions of a distance or an effort in a training session: "6 x 800 m", "5 x 1,000 m".
SETS_AFTER = compiled(r"\s*\d[\d,.]*\s?(?:m|km|mi|yd|metres?|meters?|kilometres?|kilometers?|"
                      r"miles?|yards?|laps?|reps?|min|minutes?|s|sec|seconds?|strides)\b")


# A fraction of a total quoted in words, and the share it stands for in brackets after it:
# '"about a third" of the total (it is 33.8%)'.
FRACTION_OF_TOTAL = compiled(r"(?i)\b(?:a\s+third|a\s+quarter|a\s+fifth|half|two[\s-]thirds|"
                             r"three[\s-]quarters)[\"\u201d']\s*of\s+(?:the|all|our)\s+"
                             r"(?:total|whole|sum)\b[^()]{0,8}\(\s*(?:it\s+is|that\s+is|"
                             r"i\.e\.|exactly|actually)?\s*[~\u2248]?$")


# A quantity said again in other units, between the two: " attachment is ", " = ", " or ".
CONVERTED_GAP = compiled(r"(?i)(?:\s+[a-z]+){0,2}\s*(?:=|\bis|\bequals|\bmakes)\s*[~\u2248]?")
# A value said again as software stored it: "(6109.10 used to be saved as 610910)".
SAVED_AS = compiled(r"(?i)\s+(?:used\s+to\s+be|was|is)\s+(?:saved|shown|stored|written|printed)"
                    r"\s+as\s+")
# A figure misquoted: "A 40% chance of rain was shown as 0.4%" (the second is the first's).
SHOWN_AS = compiled(r"(?i)[^.;:\d]{0,40}?\s(?:shown|quoted|given|displayed|printed|rendered|"
                    r"written|read|reported)\s+as\s+")
# Between two figures set against each other: " against ", " vs ", " versus ".
SET_AGAINST = compiled(r"(?i)[^.;:\d]{0,40}?\s(?:against|vs\.?|versus)\s+")
# A duration in hours or days said in seconds after it: "1 hour = ", "a 2-hour rise is ".
DURATION_IS = compiled(r"(?i)\b(?:\d[\d,.]*|one|an?)[\s-]*(?:hours?|hrs?|days?|weeks?)\b"
                       r"[^.;,\d]{0,24}?(?:=|\bis|\bequals|\bmakes)\s*[~\u2248]?$")


# A piece of music's figures: a tempo or a pitch by its unit ("120 BPM", "440 Hz"), a bar or a
# measure ("bar 17", "bars 1-24").
MUSIC_UNIT_AFTER = compiled(r"[ \u00a0]?(?:BPM|bpm|Hz|kHz)\b")
BAR_BEFORE = compiled(r"(?i)\b(?:bars?|measures?|mm\.)\s+$")


# Astronomy: a number in scientific notation ("1.496 x 10^8 km", "6.674 x 10⁻¹¹"), a unit of
# astronomy or physics after a figure ("1.5 AU", "1.989 x 10^30 kg"), a magnitude, a share of
# the speed of light.
POWER_OF_TEN_AFTER = compiled(r"[ \u00a0]?10(?:\^[\-\u2212]?\d+|[\u207b\u2070\u00b9\u00b2\u00b3"
                              r"\u2074-\u2079]+)")
ASTRO_UNIT_AFTER = compiled(r"[ \u00a0]?(?:AU|au|light[- ]years?|ly|pc|parsecs?|km|kg|m/s|km/s|"
                            r"arcseconds?|arcsec|solar[ \u00a0]+mass(?:es)?)(?![\w/])"
                            r"|[ \u00a0](?:K|kelvin)(?![\w/])")  # ("about 10,000 K": not "10K")
ASTRO_BEFORE = compiled(r"(?i)\bmagnitude\s+(?:of\s+)?(?:about\s+)?$")
LIGHT_SPEED = compiled(r"(?i)\bspeed\s+of\s+light\b|\blight\s+speed\b")
AGE_BEFORE = compiled(r"(?i)\b(?:ages?|aged)\s+(?:from\s+|between\s+)?$")


# A count of people after the words for them: "put the dead at about 20,000", "a population of
# 3,100", "a city of about 48,000".
PEOPLE_BEFORE = compiled(r"(?i)\b(?:the\s+dead|deaths?|death\s+toll|casualties|killed|soldiers|"
                         r"troops|population|inhabitants|residents|civilians|attendees|"
                         r"participants|pupils|students|visitors)\b[^.;:\d]{0,16}$"
                         # (or a place's size: "a city of about 48,000", "a town of 9,000")
                         r"|\b(?:city|town|village|county|borough|district|parish)\s+of\s+"
                         r"(?:about\s+|around\s+|roughly\s+|nearly\s+|some\s+)?$")
# A speedrun's category ("the 100% category", "any%, 100% or 120 stars") and a gap to a record
# ("a full seventeen minutes off the world record").
CATEGORY_AFTER = compiled(r"(?i)\s+(?:category|categories|runs?|speedruns?|route|leaderboard|"
                          r"board|PB|WR)\b")
RECORD_AFTER = compiled(r"(?i)\s+(?:off|behind|ahead\s+of|short\s+of|outside)\s+(?:the\s+|my\s+|"
                        r"his\s+|her\s+|their\s+|a\s+)?(?:world\s+record|record|personal\s+best|"
                        r"PB|WR)\b")
# A sentence saying its figures are none of the results: "(a count of photo notes out of 60,
# not a lumen-report figure)".
NOT_OURS = compiled(r"(?i)\bnot\s+(?:a|an|one\s+of\s+(?:the|our))\s+(?:lumen-report|harness|"
                    r"benchmark|run)\s+(?:figures?|numbers?|results?|measurements?)\b")
# A score's threshold in a condition: "when the score Seedling CLI prints is at least 0.75".
SCORE_CONDITION = compiled(r"(?i)\b(?:when|if|once|unless|whenever)\s+(?:the|its|a|their)\s+"
                           r"(?:score|confidence|probability)\b[^.;:\d]{0,50}$")
# A sentence scoring answers against gold labels: its shares are accuracies ("Scored against the
# analysts' gold labels ..., that is 100% for Tarragon 2.1").
SCORED_AGAINST = compiled(r"(?i)\b(?:scored|graded|marked|checked|judged)\s+against\s+(?:the\s+)?"
                          r"(?:[\w'\u2019-]+\s+){0,2}?(?:gold|reference|answer\s+key|labels?|"
                          r"ground\s+truth)")
# Betting: a block about odds, a price in odds ("home 2.10, draw 3.40"), a probability or a
# bookmaker's margin ("a 28.6% chance", "a 4.8% overround"), an accumulator ("a 4-fold"), a
# return as a multiple of the stake ("52.5 times the stake"), a discount ("10% off").
def maybe(text: str | None, hints: tuple[str, ...]) -> bool:
    """Whether any of the substrings is in the text: the cheap test before a block-wide regex
    (each hint is a part every word of that regex contains); True when there is no text to
    test (names.folded found letters that lowering does not keep)."""
    return text is None or any(hint in text for hint in hints)


# Brewing: a specific gravity is a bare figure of three places near 1 ("an original gravity
# of 1.052", "went from 1.048 to 1.010") in a block about beer.
BREW_HINTS = ("gravit", "brew", " ale", "beer", "wort", "ferment", "lager", "hydrometer",
              "plato", "mash")
GRAVITY_LOW, GRAVITY_HIGH = Decimal("0.98"), Decimal("1.2")


BET_HINTS = ("odds", "overround", "bookie", "bookmaker", "accumulator", "acca", "stake",
             "punter", "wager", "each", "moneyline", "implied", "evens", "parlay", "bet")
BET_WORDS = compiled(r"(?i)\b(?:odds|overrounds?|bookmakers?|bookies?|accumulators?|accas?|stakes?|"
                     r"punters?|wagers?|each[- ]way|moneyline|implied|evens|parlays?|bets?)\b")
BET_SHARE_AFTER = compiled(r"(?i)\s+(?:implied\b|(?:overround|margin|chance|probability|edge|"
                           r"vig|juice|ROI|return|yield)\b|(?:before|after)\s+the\s+margin\b)")
BET_SHARE_BEFORE = compiled(r"(?i)(?:\b(?:overround|margin|implied(?:\s+probability)?|probability|"
                            r"chance|ROI|edge|vig|juice|yield)\b[^.;:\d]{0,60}"
                            r"|\b\d+/\d+\s+(?:is|=|means)\s+(?:a\s+|an\s+)?)$")
# A discount: "10% off your first order", "a 15% group discount".
DISCOUNT_AFTER = compiled(r"(?i)\s+(?:off\s+(?:your|the|their|a|an|all|every|any|(?!its\b)[a-z]+"
                          r"\s+[a-z]+s\b)\b|off(?=\s*[,.;:)!]|\s+(?:while|until|through|banner|sale|code|"
                          r"coupon|deal|promo)\b)|"
                          r"(?:[a-z-]+\s+)?discount\b)")
# A worked sum before its result: "Check it: 2 / (5 + 2) = 0.2857".
ARITHMETIC_BEFORE = compiled(r"[\d)]\s*[-+*/\u00d7\u00f7]\s*[\d(][\d\s+*/\u00d7\u00f7.()-]*=\s*$")
FOLD_AFTER = compiled(r"(?i)(?:\s*[-\u2013]?\s*fold)\b")
STAKE_AFTER = compiled(r"(?i)\s+(?:the|your|their|a|his|her)\s+(?:stake|money|bet|wager|outlay)\b")
AGE_LIMIT = compiled(r"\+(?!\d)")
# A car's figures: an acceleration time ("0-60 mph in 7.9 seconds", "0-100 km/h in 8.4 s"),
# economy, distances, power and prices by their units ("5.6 L/100 km", "45 mpg", "151.9p a
# litre", "10,000 miles"), an insurance group.
ACCELERATION_BEFORE = compiled(r"(?i)\b0\s*[-\u2013]\s*\d{2,3}\s*(?:mph|km/h|kph)\b"
                               r"(?:\s+time)?\s*(?:in|at|of|was|is|as|:)?\s*(?:about\s+|just\s+)?$")
CAR_UNIT_AFTER = compiled(r"[ \u00a0]?(?:mpg|[Ll]\s?/\s?100\s?km|miles|mi|hp|bhp|kW|Nm"
                          r"|p(?=\s+a\s+litre)|litres?|liters?|cc)\b")
CAR_BAND_BEFORE = compiled(r"(?i)\b(?:insurance|tax|emissions?)\s+(?:group|band|class)\s+$")
# A tabletop game's figures: hit points, armour class, challenge ratings, difficulty classes,
# experience, dice ("59 HP", "AC 18", "CR 3", "DC 15", "2,200 XP", "2d6").
GAME_STAT_AFTER = compiled(r"[ \u00a0]?(?:HP|hp|XP|xp|GP|gp|d\d+|hit\s+points|experience)\b")
GAME_STAT_BEFORE = compiled(r"\b(?:AC|CR|DC|HP|XP|level|Level|lvl|d)[ \u00a0]?$")
# Photography: an exposure or a timer ("a 20 s exposure", "a 2-second timer", "13 s at f/1.4"),
# camera settings around a figure ("f/1.4, ISO 3200, 15 s"), a part of a sentence about them
# ("on a 45 MP body you should shave that to about 25 seconds"), units of cameras and files
# ("24 MP", "+1 EV", "30 MB RAW files"), an ISO range.
EXPOSURE_AFTER = compiled(r"(?i)[\s-]*(?:long[\s-]+)?(?:exposures?|timer|shutter|self[- ]timer)\b"
                          r"|\s+at\s+(?:f/|ISO\b)")
CAMERA_HINTS = ("f/", "ISO", "mm", "EV", "MP", "RAW", "JPEG", "500", "xposure")
CAMERA_WORDS = compiled(r"\bf/\d|\bISO\s?\d|\b\d+\s?mm\b|\bEV\b|\b\d+\s?MP\b|\bRAW\b|\bJPEG\b"
                        r"|\b500\s+rule\b|\bexposures?\b")
CAMERA_UNIT_AFTER = compiled(r"[ \u00a0]?(?:MP|EV|mm|stops?)\b")
CAMERA_BEFORE = compiled(r"\bISO\s+(?:range\s+of\s+|of\s+)?$")
FILE_AFTER = compiled(r"(?i)\s+(?:(?!(?:on|in|for|of|to|at|from|per|and|or)\b)[\w-]+\s+)?"
                      r"(?:RAW|JPEG|TIFF|PNG|PSD|raw|logs?|files?|archives?|dumps?|tarballs?)\b")
# Dimensions and worked products after a multiplication sign: "30 x 20 x 10 cm",
# "101.6 x 2.2 = 223.5", "40 x 30 x 15 / 5,000" (with the sign).
DIMENSIONS_AFTER = compiled(r"\s*\d[\d,.]*(?:\s*[\u00d7x]\s*\d[\d,.]*)*\s*"
                            r"(?:cm|mm|m\b|in\b|inches|ft\b|[=/]|(?-i:k?Wp?\b|kWh\b|V\b|mAh\b|"
                            r"kg\b|g\b|lbs?\b|m?[lL]\b|px\b|pt\b))"
                            r"(?:\s*\d[\d,.]*)?")
# A plural noun of things after a whole number, none a run's or an outcome's: "3 pallets".
COUNT_OF_THINGS_AFTER = compiled(r"\s+(?!(?:times|runs|repeats|attempts|tries|retries|seconds|"
                                 r"minutes|bytes|tokens|requests|calls|errors|failures|codes|"
                                 r"statuses|exits|outcomes|cases)\b)[a-z]{3,}s\b")
# Reference numbers of goods and parcels: "the HS code (6109.10)", "610910", "SB 4410 2291 7GB",
# "its note on heading 8517.62".
PARCEL_REFERENCE = compiled(r"(?i)\bHS(?:\s+code)?\b[^.;\d]{0,16}$|\b(?:sub)?heading\s+$"
                            r"|\b(?:tariff|commodity)\s+code\s+$|\b(?:tracking|consignment)"
                            r"(?:\s+(?:number|no\.?|code))?\s*(?:is\s+)?[A-Z]{0,3}\s?$"
                            r"|(?-i:\b[A-Z]{2}\s(?:\d{3,5}\s)*)$")
# A sentence part about a carrier's volumetric divisor, a pattern's stitches and rows, or a
# setting the software used to have: its figures are no run's.
DIVISOR_WORDS = compiled(r"(?i)\b(?:divisor|volumetric|cast\s+on|sts|stitches)\b")
USED_TO_AT = compiled(r"(?i)\bused\s+to\s+\w+(?:\s+\w+)?\s+at\s+$")
# A network's figures: a latency, a jitter or a loss on a path ("the 38 ms hop", "2 ms of
# jitter", "3% packet loss"), a link's speed ("2.5 GbE", "100 Mbps"), an MTU, TTL or VLAN, a
# payload ("1472 bytes of ICMP payload"), an availability target ("99.9%").
NET_MS_AFTER = compiled(r"(?i)\s+(?:of\s+)?(?:delay|jitter|latency|RTT|round[- ]trip|hop|jump|"
                        r"ping|lag)\b")
NET_MS_BEFORE = compiled(r"(?i)\b(?:adds|jump\s+to|latency\s+of|RTT\s+of|ping\s+of|jitter\s+of"
                         r"|hop\s+\d+\s+(?:at|adds)"
                         # ("a ping to azuregate took 38 ms")
                         r"|pings?\s+(?:to|from)\s+[\w.-]+\s+(?:took|takes|came\s+back\s+in|was|is))"
                         r"\s+(?:about\s+|roughly\s+)?$")
NET_WORDS = compiled(r"(?i)\b(?:hops?|jitter|traceroute|latency|ping|RTT|packet\s+loss)\b")
NET_SHARE_AFTER = compiled(r"(?i)\s+(?:packet\s+)?(?:loss|uptime|availability)\b")
NET_SHARE_BEFORE = compiled(r"(?i)\b(?:availability|uptime|SLA)(?:\s+target)?\s+(?:of\s+)?$")
NET_UNIT_AFTER = compiled(r"[ \u00a0]?(?:GbE|Gbps|Mbps|Kbps|Gbit/s|Mbit/s|GHz|MHz)\b")
NET_BEFORE = compiled(r"\b(?:MTU|TTL|VLAN|port|hop)\s+(?:of\s+)?$")
PAYLOAD_AFTER = compiled(r"(?i)\s+of\s+(?:[A-Z]+\s+)?(?:payload|padding|headers?|frames?)\b")
# A tool's or a script's own exit status, quoted ("the script exits 3", "`grep -q` exits 1",
# "exits with status 0"), and the one after it ("... and 2 on a real error"); file modes
# ("mode 644", "chmod 777"); a script's waits ("the retry loop waits 30 seconds"); a speed-up a
# tip promises ("makes awk about 3 times faster"); log lines counted ("the HTTP 404 lines").
TOOL_EXIT_BEFORE = compiled(r"(?i)(?:\b(?:script|tool|command|program|grep|awk|sed|find|shell|bash|"
                            r"process|function|binary|utility)\b[^.;\d(]{0,24}?|[`\ufffc]\s*)\b(?:exits|"
                            r"returns|exited|returned)\s+(?:with\s+)?(?:(?:exit\s+)?(?:code|status)"
                            r"\s+)?$"
                            # (any program, its status named: "gritrun flushes its cache and
                            # exits with status 143")
                            r"|\bexits\s+with\s+(?:exit\s+)?status\s+$")  # (not "its run
                            # exited with status 137": a run's, in the past)
# A program named in lower case, in the present tense: "unpipe exits 3 and says ..." (a run's
# exit is told in the past: "its run exited with code 10").
TOOL_PRESENT_EXIT = compiled(r"\b(?!(?:it|run|that|which|and|this|one|who|what|still|also|now|"
                             r"always|never|only|then|usually|often|sometimes|again|lane|model|"
                             r"mode)\b)[a-z][a-z0-9_.-]{2,}"
                             r"\s+exits\s+(?:with\s+)?(?:code\s+|status\s+)?$")
# A limit asked about: "Would a timeout of 5 seconds be safe for it?"
TIMEOUT_OF_BEFORE = compiled(r"(?i)\b(?:a|the)\s+(?:client\s+)?timeout\s+of\s+$")
# Reported speech between a lane and a tool's exit status: "X adds that `grep -q` exits 1".
REPORTED = compiled(r"(?i)\b(?:that|says?|said|explains?|explained|notes?|noted|warns?|warned|"
                    r"points?\s+out|answers?|summary|reply|replies|wrote|writes)\b|[\"\u201c]")
AND_ELIDED = compiled(r"[^.;\d]{0,60}?\band\s+$")
MODE_BEFORE = compiled(r"(?i)\b(?:chmod|mode|permissions?)\s+$")
MODE_WORDS = compiled(r"(?i)\b(?:chmod|permissions?|file\s+modes?)\b")
SCRIPT_WAIT_BEFORE = compiled(r"(?i)(?<!\bus\s)(?<!\bme\s)(?<!\byou\s)(?<!\bthem\s)"
                              r"\b(?:waits?|sleeps?|pauses?|retried\s+for|retries\s+for|"
                              r"window\s+lasts?)\s+"
                              r"(?:for\s+)?(?:up\s+to\s+|about\s+|roughly\s+)?$")
TIP_SPEEDUP_BEFORE = compiled(r"(?i)\bmakes?\s+[\w`'\ufffc-]+\s+(?:about\s+|roughly\s+|"
                              r"up\s+to\s+)?$")
LINES_AFTER = compiled(r"(?i)\s+lines\b")
# A home's energy: prices in pence ("24.5p/kWh", "a 60p daily standing charge", "0.6p a day"),
# durations in days or longer ("This bill covers 92 days"), shares of a home's electricity or
# of households ("40% self-consumption", "40% of its electricity at night", "18% of households"),
# ratings ("a SAP score of 71").
PENCE_AFTER = compiled(r"p(?:/|\s+(?:a|per)\s+|\s+(?:daily|unit\s+rate|rate|standing\s+charge)\b)")
LONG_SPAN_AFTER = compiled(r"(?i)\s+(?:days?|weeks?|months?|years?|nights?)\b")
SHARE_OF_HOME_AFTER = compiled(r"(?i)\s+(?:self[- ]consumption\b|of\s+(?:its|their|your|the|our)\s+"
                               r"(?:electricity|energy|power|usage|bill)\b|of\s+it\s+at\b|of\s+"
                               r"(?:households|homes|council\s+homes|tenants|residents|customers)\b)")
SHARE_OF_HOME_BEFORE = compiled(r"(?i)\bself[- ]consumption\b[^.;\d]{0,24}$")
RATING_BEFORE = compiled(r"(?i)\b(?:SAP|EPC)\s+(?:score|rating|band)\s+(?:of\s+)?$")
# A lesson's own data, in a sentence that names no lane: "the two middle scores would have been
# 70 and 74", "a fair die averages 3.5 per roll", "The mean mark was 5.8", "the t-value is 2.776".
LESSON_HINTS = ("score", "mark", "pupil", "student", "candidate", "dice", "die", "roll",
                "survey", "respondent", "proportion", "standard", "t-value", "data", "interval")
LESSON_WORDS = compiled(r"(?i)\b(?:scores|scored|marks?|pupils|students|candidates|dice|die|rolls?|"
                        r"survey|respondents|proportion|standard\s+error|t-value|data\s+sets?|"
                        r"intervals?)\b")
# What a lesson counts: "data sets of 30 or more values".
LESSON_COUNT_AFTER = compiled(r"(?i)\s+(?:or\s+(?:more|fewer|less)\s+)?(?:values|observations|"
                              r"data\s+points|numbers)\b")
# A statistic of a list of bare figures the sentence gives: "The median of 1, 2 and 100 is 2".
WORKED_LIST = compiled(r"(?i)\b(?:median|mean|average|sum|total|mode|range)\s+of\s+\d[\d.]*"
                       r"(?:,\s*\d[\d.]*)*,?\s+(?:and|or)\s+\d[\d.]*(?![\w.%])")
# An operand of a worked sum: the "70" and "74" of "(70 + 74) / 2".
OPERAND_AFTER = compiled(r"\s*[-+*/\u00d7\u00f7]\s*[\d(]")
OPERAND_BEFORE = compiled(r"[\d)]\s*[-+*/\u00d7\u00f7]\s*\(?$")
# A night's sleep as a tracker reports it: heart-rate variability in ms ("an HRV of 45 ms", "a
# 30-day baseline of 58 ms"), stage shares ("22% REM", "REM 22%"), sleep scores ("a sleep score
# of 81") and the spans of a night ("12 minutes to fall asleep", "7 h 20 min asleep").
HRV_BEFORE = compiled(r"(?i)\b(?:HRV|heart[- ]rate\s+variability|baseline)\b[^.;\d]{0,60}$")
BASELINE_AFTER = compiled(r"(?i)\s+(?:baseline|HRV)\b")
STAGE_AFTER = compiled(r"(?i)\s+(?:REM|deep|light|core|awake)\b")
STAGE_BEFORE = compiled(r"(?i)\b(?:REM|deep|light|core|awake)\s+$")
SLEEP_SCORE_BEFORE = compiled(r"(?i)\bscore(?:\s+of|:|\s+was|\s+is)?\s+(?:only\s+|just\s+)?$")
SLEEP_SCORE = compiled(r"(?i)\bsleep\s+scores?\b")
HOURS_MINUTES_AFTER = compiled(r"\s*h\s+\d{1,2}\s*min\b")
SLEEP_SPAN_AFTER = compiled(r"(?i)\s+(?:to\s+fall\s+asleep|awake|asleep|before\s+(?:your\s+|"
                            r"their\s+|the\s+)?(?:usual\s+)?(?:lights-out|bedtime|bed)\b)")
# A discount on a premium or a price: "a premium discount of up to 15%".
DISCOUNT_BEFORE = compiled(r"(?i)\bdiscount\s+of\s+(?:up\s+to\s+|about\s+)?$")
# The figures before the last of a list of degrees: the "93" of "93 or 94 °C".
DEGREES_AFTER = compiled(r"(?:\s*(?:,|or|and|to|-|\u2013)\s*\d+(?:\.\d+)?)+\s?\u00b0")
# A setting on a grinder's or an oven's dial: "Setting 12 became setting 10", "notch 4".
SETTING_BEFORE = compiled(r"(?i)\b(?:setting|notch)\s+$")
# A share a shop's, a home's or a bill's own figures give: "a 3.2% conversion rate", "a 20%
# deposit", "the 18% damp reading", "cut our inference bill by roughly 35%".
BUSINESS_SHARE_AFTER = compiled(r"(?i)\s+(?:conversion|click[- ]through|bounce|churn|open|"
                                r"vacancy|occupancy)\s+rates?\b|\s+(?:deposit|down\s+payment|"
                                r"(?:damp|moisture)\s+reading)\b")
BILL_CUT_BEFORE = compiled(r"(?i)\b(?:bill|costs?|spend|budget|prices?|fees?)\s+by\s+"
                           r"(?:roughly\s+|about\s+|around\s+|nearly\s+)?$"
                           # ... "a damp reading of 18%", "the page converts at 3.2%"
                           r"|\b(?:(?:damp|moisture)\s+reading\s+of|converts?\s+at)\s+$")
# A share of pay or a price's change: "a 10% bonus", "a 3% pay rise", "a 5% employer pension
# contribution", "the 5% rent increases".
PAY_SHARE_AFTER = compiled(r"(?i)\s+(?:(?:annual|performance|target|sign-on|signing|year-end|"
                           r"employer|pension)\s+)?(?:bonus|pay\s+rise|raise|pension|"
                           r"contribution|salary\s+increase|uplift)\b"
                           # ... or of a price: "the 5% rent increases", "a 3% annual fee rise"
                           r"|\s+(?:annual\s+|yearly\s+)?(?:rent|price|fee|tariff|premium)\s+"
                           r"(?:increases?|rises?|reviews?|uplifts?|escalations?)\b")
# The second figure of a frequency in words: the "10,000" of "1 in 10,000", "1 call in 10"
# (not "1 in 3 runs", "3 runs in 4", nor a lane's version: "Sencha 4.1 in 17.42").
ONE_IN_BEFORE = compiled(r"(?<![\d.,])\d[\d,]*\s+(?:(?!runs?\b|repeats?\b)[a-z]+\s+)?in\s+$")
RUN_NOUN_AFTER = compiled(r"(?i)\s+(?:of\s+(?:its|the|their)\s+)?"
                          r"(?:runs?|repeats?|attempts?|tries)\b")
# A subtitle's own figures, in a block about subtitles: "2 lines of 42 characters", "the
# 1.5-second minimum", "a subtitle of 84 characters on screen for 4 seconds asks the viewer to
# read 21 characters per second, well over our limit of 17", "a minute field of 61".
SUBTITLE_HINTS = ("subtitle", "fps", "characters per", "reading speed", "timecode")
SUBTITLE_WORDS = compiled(r"(?i)\b(?:subtitles?|captions?|characters|on\s+screen|reading\s+speed|"
                          r"cues?|timecodes?|frames)\b")
ON_SCREEN = compiled(r"(?i)\bon\s+screen\b|\bcharacters\s+per\s+second\b|\breading\s+speed\b")
LIMIT_NOUN_AFTER = compiled(r"(?i)\s+(?:minimum|maximum)\b(?!\s+(?:of|wall|time|latency|"
                            r"over|across|for)\b)")
FIELD_OF_BEFORE = compiled(r"(?i)\b(?:hour|minute|second|frame|millisecond)s?\s+field\s+"
                           r"(?:of|is|was|reads)\s+$")
# A margin of error, or a share of a quantity the sentence gives: "a 10% error in a rainfall
# total", "10% of 25 mm is 2.5 mm".
ERROR_SHARE_AFTER = compiled(r"(?i)\s+(?:(?:forecast|measurement|sampling|rounding)\s+)?(?:errors?|"
                             r"margin\s+of\s+error|uncertainty|tolerance)\b"
                             r"|\s+of\s+(?:a\s+|the\s+)?\d[\d.,]*\s?(?:mm|cm|km|kg|mg|mL|hPa|"
                             r"inches|miles|kWh|litres|liters|L|m|g)\b")
# What a puzzle's answer or a prompt's request is: "All three settings answered 42", "why
# every setting gets 42", "returns 11 items when you ask for 10".
ANSWER_VALUE_BEFORE = compiled(r"(?i)\b(?:answered|answers|gets|got|gave|giving|ask(?:s|ed)?\s+"
                               r"(?:it\s+)?for|the\s+answer\s+(?:is|was|of))\s+$")
# A game's own figures, in a block about games: frame times near their words ("60 fps is 16.7
# ms", "a 40 ms hitch", "spikes to 33 ms"), "1% lows", render scales ("DLSS at 67%", "100%
# render scale instead of 67%"), counts of frames and draw calls, a setting's value
# ("sharpening at 0.35") and a period ("every 2 s").
GAME_HINTS = ("fps", "frame", "VRAM", "DLSS", "FSR", "render scale", "1% low", "draw call", "Hz",
              "hitch", "stutter", "spike")
GAME_MS_NEAR = compiled(r"(?i)\b(?:fps|frames?|frame[- ]?(?:time|budget|rate)s?|hitch(?:es)?|"
                        r"spikes?|wobbles?|budget|stutter\w*|Hz)\b")
LOWS_AFTER = compiled(r"(?i)\s+lows?\b")
SCALE_BEFORE = compiled(r"(?i)\b(?:DLSS|DLAA|FSR|XeSS|render\s+scale|resolution\s+scale)\b"
                        r"[^.;\d]{0,24}$")
SCALE_AFTER = compiled(r"(?i)\s*(?:(?:to|and)\s+\d+(?:\.\d+)?%\s*)?(?:render|resolution)\s+scale\b")
GAME_COUNT_AFTER = compiled(r"(?i)\s+(?:draw\s+calls|(?:dropped\s+)?frames|shaders)\b")
GAME_SETTING_BEFORE = compiled(r"(?i)\b(?:sharpening|gamma|brightness|FOV|field\s+of\s+view|"
                               r"sensitivity|answer:|lows?)\s+(?:at\s+|of\s+|to\s+|around\s+|"
                               r"near\s+)?(?:about\s+)?$")
EVERY_BEFORE = compiled(r"(?i)\bevery\s+$")
# A capitalised word right after a multiple, not a comparison's nor a possessive: a product's
# name the multiple is part of ("10x Genomics runs", "put the 2x Barlow on for M57").
NAMED_AFTER_X = compiled(r"[ \u00a0\n]+(?!(?:Faster|Slower|Quicker|More|Fewer|Less|Longer|Shorter|"
                         r"Higher|Lower|As|The|Than|Speed|Speedup|Throughput|Over|In|On|At|Of)\b)"
                         r"([A-Z][a-z]+)\b(?![\'\u2019]s\b)")
# A target or threshold a design or a study sets, not a run's figure: "the 200 ms threshold",
# "an 800 ms first-token target",
# "uses 200 ms as the point below which ...", "promises that something visible happens within
# 200 ms", "Past 200 milliseconds, people ...".
THRESHOLD_AFTER = compiled(r"(?i)\s+(?:[\w-]+\s+){0,2}?(?:threshold|target|goal)\b|\s+budget\b"
                           r"|\s+as\s+(?:the|a|our)\s+"
                           r"(?:point|threshold|cut-?off|line|target|limit)\b")
THRESHOLD_BEFORE = compiled(r"(?i)\b(?:promises?|promised|promising|advertised|advertises|"
                            r"(?:keeps?|kept)\s+telling\s+(?:me|us)|should|must|aims?\s+to|"
                            r"designed\s+to|(?:target|goal|aim)\s+is|"
                            r"wanted|wants|(?:would|'d)\s+like|"
                            r"asks?\s+for|asked\s+(?:for|that)|flags?\s+(?:any|every|each|all))\b"
                            r"[^.;\d]{0,50}$|(?:^|[.!?]\s+|[\"\u201c])[Pp]ast\s+$")
# (a standard asked for, "asks for a first reply within 90 seconds", "asked that answers arrive
# within 10 seconds"; what vendors promise, "Vendors keep promising \"under 2 seconds to first
# word\"", "keep telling me their model answers \"in under 2 seconds\""; a rule of a tool,
# "flags any draft under 1,500 bytes")
# A window or a deadline a rule sets: "the writeup must be live within a 90-second window" (not
# "every run finished inside the 6-second window": a bound on the runs).
RULE_WINDOW_AFTER = compiled(r"(?i)\s+(?:window|deadline)\b")
# The words of what must or should happen (here and in _MUST_CLAUSE).
_MUST = r"must|should|has\s+to|have\s+to|needs?\s+to|is\s+(?:meant|supposed)\s+to"
RULE_BEFORE = compiled(rf"(?i)\b(?:{_MUST}|rules?)\b[^.;\d]{{0,50}}$")
# A requirement's figure after its noun and "of": "against a committee expectation of \"under a
# minute\"", "a target of under 20 seconds" (not a budget or a limit: "a budget of 4,096 tokens"
# is a lane's max_tokens); MET_BEFORE: the verbs right before it that say the runs met it ("met
# its target of under 2 seconds on every run" claims the runs' times too; "missed" does not say
# which way each run missed).
TARGET_OF_BEFORE = compiled(r"(?i)\b((?:targets?|expectations?|requirements?|goals?|"
                            r"objectives?|SLAs?|SLOs?|standards?)\s+of\s+)[\"\u201c]?"
                            r"(?:(?:under|below|over|above|less\s+than|more\s+than|at\s+most|"
                            r"at\s+least|no\s+more\s+than|within|inside)\s+)?$")
MET_BEFORE = compiled(r"(?i)\b(?:met|meets?|meeting|hit|hits|beat|beats|inside|within|under)\s+"
                      r"(?:[\w'\u2019-]+\s+){0,3}$")
# A deadline counted from an event of the world, not from a request: "within two minutes of a
# dispatcher's decision", "within 2 minutes of the red build", in a clause naming no lane (not
# "within 0.3 s of each other", "of the median", "of Meeple's", "of the prompt").
WITHIN_BEFORE = compiled(r"(?i)\bwithin\s+(?:about\s+|roughly\s+)?$")
EVENT_AFTER = compiled(r"(?i)\s+of\s+(?!each\s+other|one\s+another)[^.;:,()\d]{1,60}")
_MUST_CLAUSE = compiled(rf"(?i)\b(?:that|which|who)\s+(?:\w+\s+){{0,2}}?(?:{_MUST})\b")


def deadline_clause(plain: str, start: int) -> int:
    """Where the clause of a deadline at ``start`` begins: a relative clause of what must or
    should happen ("an alert that must reach riders within two minutes of ...", "for a comment
    that should land within 2 minutes of ..."), else its sentence."""
    begin = sentence_span(plain, start)[0]
    clause = last(_MUST_CLAUSE.finditer(plain, max(begin, start - 80), start))
    return clause.start() if clause is not None else begin


PROMPT_WORD = compiled(r"(?i)\b(?:prompts?|sent|send(?:ing)?|start\w*|questions?\s+(?:being\s+)?"
                       r"(?:sent|asked))\b")
# A size a system caps or cuts things at, no run's: "the carrier caps a segment at 140 bytes",
# "cells longer than 1,024 bytes are cut off" (an active verb: not "the run was capped at 74
# bytes").
CAPPED_AT_BEFORE = compiled(r"(?i)\b(?:caps?|limits?|truncates?|cuts\s+(?:[\w-]+\s+){1,2}off)\b"
                            r"[^.;\d]{0,40}\b(?:at|to)\s+$")  # (or "cuts descriptions off at")
# ... or a size a system takes things up to, or a time after which it drops them: "its EDI inbox
# takes messages up to 64 KB", "the API gateway drops any connection after 60 seconds".
TAKES_UP_TO_BEFORE = compiled(r"(?i)\b(?:takes|accepts|allows|holds)\s+(?:[\w-]+\s+){1,2}"
                              r"up\s+to\s+$")
DROPS_AFTER_BEFORE = compiled(r"(?i)\b(?:drops|closes|kills|cuts\s+off|disconnects|times\s+out|"
                              r"sends\s+SIG[A-Z]+\s+to)\s+"
                              r"(?:any|every|each|all|idle|anything)\s+(?:[\w-]+\s+){0,2}after\s+$")
# (or a watchdog's: "sends SIGTERM to anything still going after 45 seconds")
CUT_OFF_AFTER = compiled(r"(?i)\s+(?:are|is|get|gets)\s+(?:cut\s+off|truncated|rejected|dropped|"
                         r"split)\b")
# A rating on a scale, in a sentence about ratings: "Mean responsiveness ratings on the scale
# followed the same order: 4.6 for Brulee Mini".
RATING_WORDS = compiled(r"(?i)\b(?:ratings?|rated|Likert|\d+-point\s+scale|on\s+the\s+scale)\b")
# Bytes a command wrote to stderr, which no run records: "63 bytes of complaint to stderr".
STDERR_AFTER = compiled(r"(?i)\s+(?:of\s+[\w\s'-]{0,30}?)?(?:to|on|in)\s+(?:its\s+)?stderr\b")
# A training plan's own figures: "no more than 10% a week", "90 seconds of rest", "rest 90
# seconds", "presets at 60, 120 and 180", "5 km in under 25 minutes", "a VO2max of 48".
FITNESS_HINTS = ("rest", "reps", "sets", " km", "bpm", "VO2", "mileage", "a week", "pace")
PER_WEEK_AFTER = compiled(r"(?i)\s+(?:a|per|each)\s+week\b")
REST_AFTER = compiled(r"(?i)\s+(?:of\s+rest|rest\b|between\s+(?:\w+\s+)?sets\b)")
REST_BEFORE = compiled(r"(?i)\b(?:rest(?:\s+is(?:\s+now)?|\s+of|\s+for)?|presets?\s+at"
                       r"(?:\s+\d+,)*(?:\s+\d+\s+and)?)\s+$")
DISTANCE_IN_BEFORE = compiled(r"(?i)\b\d+(?:\.\d+)?\s?(?:km|k|miles?|mi)\s+in\s+"
                              r"(?:under\s+|about\s+|less\s+than\s+)?$")
VO2_BEFORE = compiled(r"(?i)\bVO2\s?max\s+(?:of\s+|is\s+|was\s+)?$")
# A code that names a thing, not an exit: "specification code 8462", "a course code of 4021".
NAMED_CODE_BEFORE = compiled(r"(?i)\b(?:specification|course|module|product|postal|zip|"
                             r"discount|promo|area|country|colour|color|error\s+reference)\s+"
                             r"codes?\s+(?:of\s+|is\s+)?$")
# A context window's size: "windows of 200,000 tokens", "its window holds 128k tokens".
WINDOW_BEFORE = compiled(r"(?i)\bwindows?\s+(?:of|holds?|is|was|takes|fits)\s+"
                         r"(?:up\s+to\s+|about\s+)?$")
WINDOW_AFTER = compiled(r"(?i)[\s-]+(?:tokens?\s+)?(?:of\s+)?(?:context(?:\s+window)?|window)\b")
# A year with its era: "44 BC", "AD 79".
ERA_AFTER = compiled(r"[ \u00a0]?(?:BC|BCE|AD|CE)\b")
ERA_BEFORE = compiled(r"\b(?:AD|CE)[ \u00a0]$")


# A share in a recipe, on a food label or in a garden: "75% hydration", "the 2% salt",
# "hydration at 75%", "15% DV", "80% germination", "40% shade", "a 3x batch".
_FOOD = (r"(?:hydration|salt|sugars?|fat|saturates|protein|fib(?:re|er)|alcohol|ABV|moisture|"
         r"cocoa|butterfat|carbs?|carbohydrates?|sodium|DV|RI|daily\s+value|"
         r"reference\s+intake|shade|germination|humidity|sunlight|clay|sand|compost|"
         r"wool|nylon|cotton|acrylic|silk|alpaca|merino|cashmere|linen|polyester|mohair|"
         r"saline|dextrose|glucose|chlorhexidine|lidocaine|w/v|v/v)")
FOOD_SHARE_AFTER = compiled(r"(?i)\s+(?:of\s+(?:the\s+)?)?" + _FOOD + r"\b")
FOOD_SHARE_BEFORE = compiled(r"(?i)\b" + _FOOD + r"\s+(?:at|of|is|was|to|content\s+of)\s+"
                             r"(?:about\s+|around\s+|roughly\s+)?$")
FOOD_HEADER = compiled(r"(?i)\b" + _FOOD + r"\b")
TIMER_BEFORE = compiled(r"(?i)\b(?:timers?|countdowns?|alarms?)\b[^.;:!?\d]{0,24}$")
# (a pH, or the one it goes to: "pH 5.8 \u2192 6.5")
PH_BEFORE = compiled(r"\bpH\s*(?:of\s+|between\s+|from\s+)?"
                     r"(?:\d+(?:\.\d+)?\s*(?:and|to|-|\u2013|\u2192|->)\s*)?$")
BATCH_AFTER = compiled(r"(?i)\s+(?:batch|recipe|quantity|quantities|portions?)\b")


# A flight's figures: a visibility, distance, wind, altitude or pressure by its unit ("10 SM",
# "15 kt", "QNH 1013 hPa"), a runway ("runway 34"), a time in Zulu ("1450Z") and a reserve or
# an age in minutes ("45 minutes reserve", "more than 60 minutes ago").
FLIGHT_UNIT_AFTER = compiled(r"[ \u00a0]?(?:SM|NM|kts?|KT|knots?|ft|hPa|inHg|mb|FL)\b")
RUNWAY_BEFORE = compiled(r"(?i)\b(?:runways?|rwy)\s+$")
ZULU_AFTER = compiled(r"Z\b")
MINUTES_OF_AFTER = compiled(r"(?i)\s+(?:of\s+)?(?:reserve|fuel|ago|old|earlier|later)\b")


# The other arm of a metric, right after it: "rose to 33.0% (control: 31.2%)".
ARM_BEFORE = compiled(r"(?i)\s*[(,;]?\s*(?:(?:in\s+)?(?:the\s+)?(?:control|baseline|treatment)"
                       r"(?:\s+arm)?|vs\.?|versus|against|before|previously|was)\s*[:=]?\s*")

# A patient's observation or clinical score, labelled: "SpO2 97%", "RR 22", "NEWS2 score 5".
VITAL_BEFORE = compiled(r"(?<![\w-])(?:SpO2|SpO\u2082|SaO2|FiO2|RR|HR|BP|GCS|NEWS2?|MEWS|BMI|"
                         r"HbA1c|eGFR|INR|CRP|[Pp]ulse|[Rr]espiratory\s+rate|[Hh]eart\s+rate)"
                         r"(?:\s+score)?\s*(?:of|was|is|at|=|:)?\s*$")

# A company's figure: "up 12% year over year", "revenue of $4.2 billion, up 12%".
COMPANY_CHANGE_AFTER = compiled(r"(?i)\s+(?:year[- ](?:over|on)[- ]year|yoy|y/y|qoq|q/q|mom|"
                                 r"sequentially|quarter[- ](?:over|on)[- ]quarter|"
                                 r"month[- ](?:over|on)[- ]month)\b")

COMPANY_BEFORE = compiled(r"(?i)\b(?:revenue|sales|eps|earnings|net\s+income|operating\s+income|"
                           r"(?:gross|operating|net|profit|ebitda)\s+margins?|bookings|arr|guidance|"
                           r"profit|ebitda|dividend|share\s+price|"
                           r"stock|cash\s+flow)\b(?:[^.;:!?%]|\.(?=\d)){0,40}$")

# A wording quoted as wording: 'not "about 12%"', 'should say "3.5 s"'.
QUOTED_WORDING = compiled(r"(?i)\bnot\s+[\"\u201c](?:about|around|roughly|nearly|over|under|~)?"
                           r"\s*$")

# A label and its confidence, quoted from an answer: '"spam (0.91)"', "`es-419 (0.90)`".
QUOTED_LABEL = compiled(r"[\"\u201c'\u2018`][A-Za-z_][\w-]{0,20}\s*[(:]\s*$")

# A confidence level: "95% CI", "the 95% confidence interval".
CONFIDENCE_AFTER = compiled(r"(?i)\s*(?:CIs?\b|confidence\b|credible\b)")

TEST_SIGNS = frozenset("<>=\u2264\u2265&")  # one is in each TEST_STATISTIC match

# A test statistic or p-value: "p < 0.01", "U = 0", "Cliff's δ = 1.0", "Cohen's d = 0.8".
TEST_STATISTIC = compiled(r"(?:\bp|\bU|\bt|\bF|\bz|\br|\bd|\u03b4|\u03c7\u00b2?|\u03c1|\bW)\|?\s*"
                           r"(?:[<>=\u2264\u2265]|&lt;|&gt;)\s*$")

# A share of the way to a lane's ceiling: "a bar 41.7% of the way to the line".
CEILING_WAY_AFTER = compiled(r"(?i)\s+of\s+the\s+way\s+(?:up\s+)?to\s+(?:the|its|their)\s+"
                             r"(?:dashed\s+)?(?:line|ceiling|limit|budget|cap|max(?:imum)?)\b")
# A needle's depth in a document: "75% depth", "at 25% and 50% depth", "75% of the way into".
DEPTH_AFTER = compiled(r"(?i)(?:\s*(?:,|and|or|to)\s*\d+(?:\.\d+)?\s*%)*\s+(?:depth|deep\b|"
                        r"of\s+the\s+way\b)")

# A share or multiple of money in a contract: "150% of the fees", "3x annual fees", "three times
# the general cap".
MONEY_SHARE_AFTER = compiled(r"(?i)\s+(?:of\s+)?(?:the\s+)?(?:annual\s+|total\s+|monthly\s+|"
                              r"yearly\s+|general\s+|contract\s+)?(?:fees?|charges?|price|premium|"
                              r"cap|contract\s+value|spend|salary|revenue)\b")

# A share of people or a survey's figure: "62% of members", "a 41% response rate", "the 62%
# satisfaction figure".
PEOPLE_SHARE_AFTER = compiled(r"(?i)\s+(?:of\s+(?:the\s+|our\s+|all\s+)?(?:members|respondents|"
                               r"users|customers|people|staff|participants|employees|students|teachers|"
                               r"candidates|pupils|learners|applicants|hires|recruits|graduates|"
                               r"patients|voters|readers|visitors|subscribers|scripts|essays|papers|"
                               r"documents|tickets|questions|samples)|response\s+rate|WER|CER|"
                               r"(?:word|character)\s+error\s+rate|"
                               r"satisfaction|approval|turnout|open\s+rate)\b")

# A score out of a maximum, or a promoter score: "3.4 out of 5", "+31 NPS", "NPS was +31".
OUT_OF_AFTER = compiled(r"(?i)\s*(?:out\s+of|/)\s*(?:[1-9]\d{0,2})(?![\d,]|\.\d)"
                         r"(?!\s+(?!(?:on|in|for|at|across|over)\b)(?:[\w-]+\s+)?(?:runs?|repeats?|"
                         r"attempts?|tries|tasks?|lanes?|"
                         r"models?|tokens?|bytes?|seconds?|ms|s)\b)")

# The maximum of a score, after it: "17 out of 20" (the 20).
OUT_OF_BEFORE = compiled(r"(?i)\d\s*(?:out\s+of|/)\s*$")

NPS_AFTER = compiled(r"\s+(?:NPS|CSAT|eNPS)\b")

NPS_BEFORE = compiled(r"(?i)\b(?:net\s+promoter\s+score|e?NPS)\b[^.;:\d]{0,20}$")

# People taking a time, or the time a reader needs: "Respondents took a median of 7 minutes",
# "staff then spent about 40 minutes", "Time needed: about 20 minutes".
PEOPLE_TOOK = compiled(r"(?i)\b(?:respondents|members|users|participants|students|staff|people|"
                        r"teachers|reviewers|editors|editor|reader|readers|we|I|you|the\s+team|"
                        r"handlers?|clerks?|dispatchers?|operators?|nurses?|callers?|customers?|"
                        r"someone|a\s+person)\s+"
                        r"(?:\w+\s+){0,2}?(?:took|spent|needed|waited|spend|take|need|spends|takes|"
                        r"needs|waits)\b[^.;]{0,40}$"
                        # ... or a time it took a person: "each answer took an adviser about 14
                        # minutes"
                        r"|\b(?:took|takes|take)\s+(?:an?|the|each|one|our|every)\s+(?:advis[eo]r|"
                        r"officer|agent|clerk|person|volunteer|librarian|caseworker|assessor|"
                        r"reviewer|editor|nurse|handler|human|member\s+of\s+staff)s?\s+"
                        r"(?:about|around|roughly|nearly|almost|over|under|some|just)?\s*$")

TIME_NEEDED = compiled(r"(?i)\b(?:time\s+needed|time\s+required|duration|estimated\s+time|"
                        r"you(?:'ll|\s+will)\s+need)\s*:?\s*(?:about|around|roughly|~)?\s*$")

# A score's maximum, its share in brackets, or a range of scores after it: "29 out of 40
# (72.5%)", "gave it 17 out of 20 on every run; Tenrec 7B wavered between 14 and 16".
BRACKET_AFTER = compiled(r"\s*(?:out\s+of\s+\d+\s*)?\(\s*")

RANGE_AFTER_SCORE = compiled(r"(?:[^.:\d]|\.\d|\d+[A-Za-z]\w*){0,90}?\b(?:between|from)\s+"
                              r"|\s+(?:and|to)\s+")  # (past a name's "7B")

# A unit the results never hold, right after a figure: "16-35mm", "a 200 A panel", "3.3 V",
# "48 MHz", "115 m²", "12 µA"; a concentration, "412 U/L", "5.4 mmol/L", "11.2 g/dL".
OTHER_UNIT_AFTER = compiled(r"[ \u00a0]?(?:(?:[m\u00b5unp]?mol|[m\u00b5unpk]?g|I?U|mEq|cells)/"
                             r"(?:[md\u00b5u]?L|kg|h)|mm|cm|km|kg|mg|ml|mL|\u00b5[LlmAgsVM]|uA|nm|m\u00b2|m2|"
                             r"sq\s?ft|ft|lbs?|oz|GHz|MHz|kHz|Hz|mV|V|mA|A|kW|W|Wh|kWh|dB|dpi|px|rem|"
                             r"rpm|psi|kPa|hPa|acres?|hectares?|M|mM|nM|pM|mol|mmol|U|ng|g|L|bp|kb|"
                             r"[x\u00d7]\s?g|cycles)(?![\w/])")

# A rate of money a year: "3% annual escalations", "escalation (3% a year)".
PER_YEAR_AFTER = compiled(r"(?i)\s+(?:annual|a\s+year|per\s+year|per\s+annum|p\.a\.|annually|"
                           r"yearly|a\s+month|per\s+month|monthly)\b")

# A share named a rate with nothing of a run's before "rate": "still quotes last spring's 6.5%
# rate" (not "a 5% rate limit", "a 2% rate of truncation"); a range of rates: "repayments at
# rates from 6.0% to 7.0%" (not "success rates from 80% to 95%").
RATE_AFTER = compiled(r"(?i)\s+(?:(?:interest|mortgage|fixed|variable|base|bank|headline|deposit|"
                      r"savings|basic|higher|additional|top|marginal|tax|vat|standard|reduced)"
                      r"\s+)?rates?\b(?![\s-]+(?:of|limit))")
RATES_FROM = compiled(r"(?i)(?<!success\s)(?<!error\s)(?<!failure\s)(?<!pass\s)(?<!hit\s)"
                      r"(?<!reasoning\s)(?<!completion\s)\brates\s+(?:from|between)\s+"
                      r"(?:[~\d.,%\s]|to\b|and\b)*$")

# What a time as an adjective measures, no run: "a 90-second stop", "a 30-second ad".
TIMED_THING_AFTER = compiled(r"(?i)\s+(?:[a-z]+\s+)?(?:stops?|clips?|spots?|ads?|adverts?|videos?|"
                             r"segments?|tours?|talks?|speech(?:es)?|pitch(?:es)?|trailers?|"
                             r"intros?|teasers?|walks?|drives?|pauses?|planks?|sprints?|"
                             r"songs?|demos?|reels?|stories|story|voicemails?|recordings?)\b")
# Groups of a size before it: "12 tables of 10", "teams of 5", "packs of 6".
GROUP_OF_BEFORE = compiled(r"(?i)\b(?:tables?|groups?|teams?|rows?|sets?|packs?|boxes|batch(?:es)?|"
                           r"cases|trays?|crates?|bundles?|squads?|pairs?)\s+of\s+$")
# A factor of text or of a picture, no ratio of runs: "1.4x expansion", "1.4x text expansion
# from English", "need 1.4x the room", "we budget 1.4x for German".
FACTOR_AFTER = compiled(r"(?i)\s+(?:text\s+)?(?:expansion|growth|magnification|zoom|scaling|"
                        r"multiplier|the\s+room|the\s+space|(?:playback\s+)?speed|"
                        r"(?:print\s+|font\s+|type\s+)?size|enlargement|reduction)\b"
                        # (or a growth on a year before: "Throughput is up 2x on last year")
                        r"|\s+(?:on\s+)?(?:last|the\s+previous|a)\s+(?:year|quarter|month|week|"
                        r"cycle|season|term)\b"  # (or "(1.3x last cycle)")
                        # ("about 1.5x our usual size", "3x the usual call volume", "about 2x
                        # a normal month", "the 1.5x overtime rate")
                        r"|\s+(?:(?:the|our|a|an|its|their)\s+)?(?:usual|normal|standard|regular|"
                        r"typical|average)\s+(?:[a-z]+\s+)?(?:size|volumes?|month|week|day|load|"
                        r"traffic|rate|amount|level|demand)\b"
                        r"|\s+(?:overtime|pay|hourly|day|night|holiday|weekend)\s+rates?\b")
# ("large-print copies at 1.5x size": a printed size)
# ("Listeners at 1.5x speed will still hear ...": a playback speed)
FACTOR_BEFORE = compiled(r"(?i)\b(?:budget|budgets|budgeted|allow|allows|zoom(?:ed)?\s+(?:in|out)?)"
                         r"\s+$"
                         # (a playback speed: "the radar loop running at 4x", "speed back to 1x")
                         r"|\b(?:loops?|playback|speed)\b[^.;:\d]{0,24}?\b(?:at|to)\s+$"
                         r"|\bplay(?:s|ed|ing)?\s+(?:it|them|this|that|the\s+[\w-]+\s+)?\s*at\s+$"
                         r"|\b(?:blown|blew|blow)\s+(?:it\s+|them\s+)?up\s+(?:to\s+)?$"
                         r"|\b(?:enlarged|magnified|zoomed)\s+(?:it\s+|them\s+)?(?:to\s+)?$"
                         r"|\brender(?:s|ed)?\s+(?:[\w-]+\s+){0,2}?at\s+$")
# (or "play it at 2x", "had blown it up to 5x", "enlarged to 3x", "render notices at 1.5x")
# Scaling a recipe or a batch by a factor, with no comparison after it: "scales her 12-loaf
# recipe 4x", "scaling my 12-loaf batch 4x means 24 kg of flour".
SCALED_BEFORE = compiled(r"(?i)\bscal(?:e|es|ed|ing)\s+(?!(?:task|run|runs)\b)\S[^.;:]{0,40}$")
COMPARED_AFTER = compiled(r"(?i)\s+(?:faster|slower|longer|shorter|more|fewer|less|quicker|"
                          r"as\b|than\b|the\s+(?:time|length|size))")
# A share of an ingredient or a grain's content: "protein 11.5%", "raising the hydration of our
# T55 to 68%", "2% salt".
INGREDIENT_BEFORE = compiled(r"(?i)\b(?:protein|ash|fat|salt|sugar|fibre|fiber|moisture|"
                             r"hydration|alcohol|abv)\b[^.;:%]{0,30}$")
INGREDIENT_AFTER = compiled(r"(?i)\s+(?:salt|sugar|fat|protein|hydration|alcohol|abv|moisture)\b")
# A speed or a length compared, which no ingredient's share is: "19% slower than".
SPEED_COMPARED_AFTER = compiled(r"(?i)\s+(?:faster|slower|quicker|longer|shorter)\b")
# Between a share and the figure it was rounded or changed to: "2% salt down to 1%".
CHANGED_TO_GAP = compiled(r"(?i)[^.;:\d]{0,30}?\s(?:down|up|back)\s+to\s+")
# A duration of something no run is, compared: "breaks shorter than 45 minutes".
DURATION_OF_THING_BEFORE = compiled(r"(?i)\b(?:breaks?|rests?|naps?|shifts?|drives?|driving|"
                                    r"meetings?|lunch(?:es)?|commutes?)\s+"
                                    r"(?:shorter|longer|of|under|over|lasting|above|below)\s+"
                                    r"(?:than\s+)?(?:about\s+)?$")
# Sizes before a bare figure or range: "boot sizes 38 to 46", "size 9".
SIZES_BEFORE = compiled(r"(?i)\b(?:sizes?|size\s+range)\s+$")
# Between a count and the one it is compared with: "63 times this year (up from ".
UP_FROM_GAP = compiled(r"(?i)[^.;:\d]{0,30}?\(?\s*(?:up|down)\s+from\s+")
# The other side of a size after a bare figure: "3.6 by 4.4 metres", "1920 by 1080 pixels".
BY_SIZE_AFTER = compiled(r"(?i)\s+by\s+\d[\d,.]*\s*(?:m|cm|mm|metres?|meters?|ft|feet|foot|"
                         r"inch(?:es)?|in|km|miles?|px|pixels?|yards?)\b")

# A time that measures something else, after it: "45 minutes of final reserve fuel", "90 seconds
# of rest", "20 minutes of footage".
TIME_OF_THING = compiled(r"(?i)\s+of\s+(?:[a-z]+\s+){0,2}?(?:fuel|reserves?|rest|footage|audio|"
                         r"video|music|silence|recording|daylight|sunlight|exercise|cardio|"
                         r"airtime|holding|flight|flying|rinsing|washing|flushing|stirring|"
                         r"mixing|boiling|simmering|cooling|heating|soaking|kneading|resting|"
                         r"stretching|warming|jogging|walking|rowing|cycling|swimming|"
                         r"meditation|play|playtime|practice|reading)\b")  # ("15 minutes of
# rinsing"; not "12 seconds of thinking", "6.48 seconds of retrying")

# A document's number of two or more parts after its label: "policy 44-1902", "invoice 7/114",
# "your policy (44-1902)", a council's "Ordinance 24-118".
LABELLED_CHAIN = compiled(r"(?i)\b(?:polic(?:y|ies)|accounts?|invoices?|ref\.?|references?|"
                          r"bookings?|membership|tickets?|orders?|claims?\s+(?:no\.?|number)|"
                          r"case\s+(?:no\.?|number)|ordinances?|resolutions?|by-?laws?|bills?|"
                          r"dockets?|permits?|motions?)\s+\(?(?:no\.?\s*|number\s+|#\s?)?"
                          r"(\d+(?:[-/]\d+)+)\b")

# A chain of numbers after an acronym ("RFP 26-031", "EN 1090-2"), or one whose later part has
# a leading zero ("26-031"): a reference, no range.
CODE_CHAIN = compiled(r"\b[A-Z]{2,6}[ \u00a0-]?(\d+(?:[-/]\d+)+)\b"
                      r"|(?<![\w.,-])(\d+-0\d+)(?![\w.,-]?\w)")

# Bare figures listed before a device's unit: "23.976, 24 and 25 fps", "60 or 120 Hz".
DEVICE_LIST_AFTER = compiled(r"(?:\s*(?:,|or|and|to|-|\u2013)\s*\d[\d,.]*)+[ \u00a0]?"
                             r"(?i:fps|apm|hz|khz|mhz|ghz|dpi|bpm)\b")
# A layout of text lines: "2 lines of 42 characters".
LINES_OF_CHARACTERS = compiled(r"(?i)\s+of\s+(?:up\s+to\s+|at\s+most\s+)?\d+\s+"
                               r"(?:characters|chars)\b")

# A share of money an insurer, a shop or an employer pays or changes, or of a day's diet: "80%
# windscreen cover", "pays 80% of repairs", "6 weeks at 90% pay", "a 15% fare rise".
COVER_AFTER = compiled(r"(?i)\s+(?:[a-z-]+\s+){0,2}?(?:cover|coverage|co-?pay|deductible|"
                       r"cashback|refund|reimbursement|pay|salary|wages?|pension|bonus)\b"
                       # a change of a price or a pay: "a 15% fare rise", "a 3% pay rise"
                       r"|\s+(?:fare|price|rent|tax|salary|pay|wage|fee|cost|premium|tariff|"
                       r"ticket|council\s+tax)s?\s+(?:rises?|increases?|hikes?|cuts?|drops?|"
                       r"falls?|reductions?|freezes?)\b"
                       # a share of a daily allowance: "6% of daily salt"
                       r"|\s+of\s+(?:the\s+|a\s+|an\s+|your\s+)?(?:[a-z]+['\u2019]s\s+)?"
                       r"(?:daily|day['\u2019]s|recommended|"
                       r"reference)\b")
PAYS_BEFORE = compiled(r"(?i)\b(?:pays?|paid|covers?|reimburses?|refunds?)\s+(?:out\s+)?"
                       r"(?:up\s+to\s+|only\s+|just\s+)?$")

# A share named a count or a threshold of something no run is: "a 3% mite count", "a 3% mite
# threshold", "a 5% infestation level", "add a 10% buffer".
SHARE_OF_THING_AFTER = compiled(r"(?i)\s+(?:[a-z]+\s+)?(?:count|threshold|infestation|level|"
                                r"cut-?off|load|buffer|margin|contingency|occupancy|capacity|"
                                r"utili[sz]ation|attendance|turnout)\b")
# A figure an answer quoted: "before it quoted the 90% figure".
QUOTED_BEFORE = compiled(r"(?i)\bquot(?:e|es|ed|ing)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?$")

# A share named the rate of a game's or a page's events: "a 52% win rate", "a 3% click rate".
PLAY_RATE_AFTER = compiled(r"(?i)\s+(?:win|loss|first[- ]blood|pick|ban|kill|headshot|hit|"
                           r"conversion|click(?:-through)?|open|bounce|churn|retention|save|"
                           r"catch|strike|pass\s+completion)\s+rates?\b")

# Lending, fees and subscriptions: a share in a sentence about them is no run's.
LENDING_WORDS = compiled(r"(?i)\b(?:mortgages?|lenders?|loans?|APR|ARM|"
                          r"\d+-year\s+(?:fixed|fix|term|mortgage|loan)|"
                          r"fixed[- ]rate|down\s+payment|\d+%\s+down|interest|escalations?|"
                          r"commissions?|take\s+rate|churn|rate\s+change)\b|[$\u20ac\u00a3]\d")

# A list of a metric's figures for several lanes: "were 9.6% for Hark 2.1, 11.2% for ...".
METRIC_LIST_GAP = compiled(r"\s+(?:for|on|from|by)\s+(?:[^.;,]|\.\d){1,40}?\s*,?\s*"
                            r"(?:and\s+|or\s+)?")

# A concentration factor: "a 10x stock", "a 2x master mix", "10x TBE", "ten times as
# concentrated"; or what is diluted to one: "dilute it to 1x".
STOCK_AFTER = compiled(r"(?i)\s*(?:g\b|(?:[\w-]+\s+)?(?:stock|buffer|master\s+mix|concentrate|"
                        r"solution|dye|loading)|(?-i:[A-Z]{2,5})\b|as\s+concentrated|"
                        r"more\s+concentrated)")

DILUTE_BEFORE = compiled(r"(?i)\b(?:dilute[sd]?|diluting|concentrate[sd]?)\b[^.;]{0,15}$"
                          r"|\b(?:use|used|using)\b[^.;]{0,15}\bat\s+$")

# A step of a lab protocol before a time: "95 °C for 30 s", "13,000 x g for 1 min", "incubate
# at 37 °C for 3-5 min", "pH 8.3" (a pH, no time).
PROTOCOL_STEP_NEAR = compiled(r"(?i)(?:\u00b0\s?C|[x\u00d7]\s?g|\brpm)\b[^.;\d]{0,20}$"
                               r"|(?-i:\bpH\b)[^.;\d]{0,24}$")

PROTOCOL_STEP_AFTER = compiled(r"\s+at\s+\d+\s?\u00b0\s?C")

REAGENT_AFTER = compiled(r"(?i)\s+(?:ethanol|trypsin|agarose|CO\u2082|CO2|glycerol|bleach|"
                          r"isopropanol|methanol|formalin|sucrose)\b")

# Words of a lab protocol: a share in a part of a sentence about one is a concentration.
LAB_WORDS = compiled(r"(?i)\b(?:ethanol|trypsin|agarose|CO\u2082|CO2|preservative|azide|glycerol|"
                      r"serum|FBS|BSA|SDS|bleach|buffer|w/v|v/v|incubat\w*|reagent)\b")

# A real-time factor: "73x faster than real time", "0.08x real time".
REAL_TIME_AFTER = compiled(r"(?i)\s*(?:(?:faster|slower|quicker)\s+than\s+)?real[- ]?time\b")

# What a length in minutes is of: "a 6 min 18 s interview", "11 min of audio".
MEDIA_AFTER = compiled(r"(?i)\s+(?:of\s+)?(?:[\w-]+\s+){0,2}?(?:interview|clip|recording|episode|"
                        r"call|lecture|excerpt|podcast|video|audio|track|song|meeting|broadcast|"
                        r"speaking|speech|talking|conversation)s?\b")

# A recording's length at its normal speed: "it's 40 seconds long at normal speed".
AT_SPEED_AFTER = compiled(r"(?i)\s+long\s+at\s+(?:normal|full|regular|real-time|1x)\s+speed\b")

# Memory on a device, after a byte count: "256 bytes of RAM".
MEMORY_OF_AFTER = compiled(r"\s+of\s+(?:RAM|SRAM|DRAM|flash|EEPROM|memory|stack|heap|storage)\b")

# A price per so many tokens: "£0.40 per 1,000 tokens", "$3 per million".
PRICE_PER_BEFORE = compiled(r"(?i)(?:[$\u20ac\u00a3\u00a5]\s?\d[\d.,]*\s*|\bcosts?\s+)"
                             r"(?:per|a|/|for\s+every)\s*$")

# The hours of an "N h M min" duration before its minutes: "3 h 32 min".
HOURS_BEFORE = compiled(r"\d\s*(?:h|hrs?|hours?)\s+$")

# A share of a score or marks: "carries 30% of the quality score", "40% of the marks".
SCORE_SHARE_AFTER = compiled(r"(?i)\s+of\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:[\w-]+\s+){0,2}?"
                              r"(?:score|marks|points|grade|weighting|total\s+score)\b")

# The weights of a scoring, before their shares: "Weights: speed 30%, ...", "The weights
# agreed on 2 March are speed at the desk 30%, ..." (not a model's weights).
WEIGHTS_BEFORE = compiled(r"(?i)\b(?:weights|weightings?)(?:\s*:|\s+(?:agreed|are|were|used|"
                          r"set|given)\b)")

# A figure in a unit of the weather, then a bare one in the same unit: "25 km/h gusting 45",
# "8 mm, locally 15", "6 °C rising to 9".
WEATHER_UNIT_BEFORE = compiled(
    r"\d\s*(?:km/h|kph|mph|knots?|kts?|m/s|mm|cm|hPa|mbar|\u00b0\s?[CF]?)\s*,?\s+"
    r"(?:gusting(?:\s+to)?|gusts?\s+(?:of|to|up\s+to)|locally|rising\s+to|falling\s+to|"
    r"dropping\s+to|up\s+to)\s+$"
    r"|(?i:\bgust(?:ing|s)?(?:\s+(?:to|of|up\s+to))?)\s+$")  # (or alone: "gusting 60 on the ridge")

# A key=value pair from a query plan, a log or a config: "rows=2550", "loops=1", "wall_s=3.53".
KEY_VALUE = compiled(r"(?<![\w.=-])([A-Za-z_][\w.-]*)[ \u00a0]?=[ \u00a0]?$")


# Words of the runs and what they measure: a sentence holding none of them, that names no
# lane, task or suite, is about the world ("Keep each slide under 90 seconds", "Questions: 5
# minutes", "Photo attachments up to 5 MB, up from 2 MB", "runners with 2x the memory"). Wider
# than readings' test of a time in minutes ("a duration in a sentence that names no lane and no
# run"), as it reaches shares, multiples and sizes too.
RUN_TALK = compiled(r"(?i)\b(?:runs?|ran|repeats?|attempts?|tries|answer\w*|respon\w*|"
                    r"repl(?:y|ied|ies)|outputs?|completions?|tokens?|requests?|calls?|lanes?|models?|"
                    r"first\s+(?:token|byte|word)|wall|latency|latencies|throughput|took|"
                    r"takes?|taking|fast\w*|slow\w*|quick\w*|median|mean|average\w*|typical\w*|"
                    r"wrote|writ\w*|generat\w*|stream\w*|finish\w*|complet\w*|returned|"
                    r"produced|produces|producing|timed?|timeouts?|exit\w*|speed\w*|"
                    r"benchmark\w*|suites?|results?|(?:success|failure)\s+rates?|"
                    r"measured|recorded|logged|reason\w*|thinking)\b")


def round_world_figure(plain: str, sentence: tuple[int, int], claim: RawClaim) -> bool:
    """Whether ``claim`` is a round figure (a whole number of minutes, seconds, ms, KB or more,
    percent or times) in a sentence that says nothing of runs: the world's, no run's. For a
    figure whose context names no lane, task or suite (the caller's test)."""
    if not _round(claim):
        return False
    start, end = sentence
    return RUN_TALK.search(plain[max(start, 0):min(end, len(plain))]) is None


def _round(claim: RawClaim) -> bool:
    return claim.decimals == 0 and claim.unit in ("s", "ms", "bytes", "%", "x") \
        and (claim.unit != "bytes" or claim.scale[0] >= 1000)


# Where the clause of a figure ends: a ";" or ":", or a comma before a new clause's word.
CLAUSE_END = compiled(r"[;:]|,\s+(?:and|but|which|while|whereas|so|yet|though|although|where|"
                       r"when)\b")
_OWN_CLAUSE_START = compiled(r":|,\s+(?:which|where)\b")
# Words that carry a lane or run from before: "it", "its", "they", "their".
_CARRIER = compiled(r"(?i)\b(?:it|its|they|their|them|theirs|this|these|those)\b"
                    r"|\b(?:both|each|either|neither|all)\b(?!\s+(?!of\b|under\b|over\b|in\b|"
                    r"at\b|took\b|ran\b|came\b|finished\b|were\b|was\b|had\b|did\b)[a-z]+\b)")
# (a quantifier carries its runs alone, "Both under 2 seconds", not before a noun of its own,
# "the shop screen shows each card for 30 seconds")
# A subordinate clause opening its sentence, ended by a comma: "If a note has not appeared
# after 30 seconds, cancel it".
_OPENING_CONDITION = compiled(r"(?i)[\W_]*(?:if|when|whenever|unless|until|once|before|after)\b")
# A figure of the runs' kind beside it: grouped thousands or decimals and a unit ("a 4,808-byte
# patch in 20 seconds", "The dashboard showed 353 ms, a slide 35.3 seconds"; not a version:
# "LogDesk 5.1 limits attachments to 5 MB").
_MEASURED = compiled(r"(?i)\d[.,]\d+[\s-]*(?:s|ms|sec|secs|seconds?|milliseconds?|min|minutes?|"
                     r"bytes?|KB|MB|tokens?|%|x)\b")


def world_clause(plain: str, sentence: tuple[int, int], claim: RawClaim,
                 named: Iterable[Mention]) -> bool:
    """Whether ``claim`` is a round figure whose sentence, up to the end of the figure's own
    clause, names no lane or task (``named``: their mentions), says nothing of runs and carries
    nothing from before (no "it", "its", ...), in four words or more: "Our practice software
    caps attachments at 2 MB, and Cordouan's notes ... ran from 2,409 to 2,531 bytes", "the
    city's proxy drops idle connections after 120 seconds". A lane named later in the
    sentence, or in a heading, is not the figure's."""
    if not _round(claim):
        return False
    start = max(sentence[0], 0)
    opened = last(_OWN_CLAUSE_START.finditer(plain, start, claim.start))
    # (a lane or task named in a clause of its own before, after a colon that ends a clause or
    # before a "which", is not the figure's: "Shelf talkers must read at a glance: the shop
    # screen shows each card for 30 seconds"; not "Mercury: 3530 ms", a label)
    own = opened.end() if opened is not None \
        and (opened.group(0) != ":" or len(plain[start:opened.start()].split()) >= 5) else start
    after = CLAUSE_END.search(plain, claim.end, min(sentence[1], len(plain)))
    end = after.start() if after is not None else min(sentence[1], len(plain))
    if _OPENING_CONDITION.match(plain, start) is not None \
            and (comma := plain.find(",", claim.end, end)) >= 0:
        end = comma  # the condition's clause alone
    if len(plain[own:end].split()) < 4:
        own = start  # (a label and its figure: "Ocelot Mini on the grant narrative: 0%")
    if any(own <= mn.start < end for mn in named):
        return False
    segment = plain[start:end]
    return len(segment.split()) >= 4 and RUN_TALK.search(segment) is None \
        and _CARRIER.search(segment) is None and _MEASURED.search(segment) is None
