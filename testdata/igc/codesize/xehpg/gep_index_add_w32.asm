//.kernel gep_index_add_w32
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 136
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.5)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.3)
//.declare V34 (40)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V35 (41)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V36 (42)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V37 (43)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V38 (44)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V40 (46)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V41 (47)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V42 (48)  rf=r size=32 type=d align=16 words (r14.0)
//.declare V43 (49)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V44 (50)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V47 (53)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V48 (54)  rf=r size=32 type=d align=16 words (r23.0)
//.declare V49 (55)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V50 (56)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V51 (57)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V52 (58)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V53 (59)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V54 (60)  rf=r size=32 type=d align=16 words (r31.0)
//.declare V55 (61)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V56 (62)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V57 (63)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V58 (64)  rf=r size=64 type=d align=16 words (r35.0)
//.declare P1 (65)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P2 (66)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P3 (67)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V59 (68)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V60 (69)  rf=r size=32 type=d align=16 words (r38.0)
//.declare P4 (70)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P5 (71)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P6 (72)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V61 (73)  rf=r size=32 type=d align=16 words (r39.0)
//.declare V62 (74)  rf=r size=32 type=d align=16 words (r40.0)
//.declare P7 (75)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P8 (76)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P9 (77)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V63 (78)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V64 (79)  rf=r size=32 type=d align=16 words (r42.0)
//.declare P10 (80)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P11 (81)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P12 (82)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V65 (83)  rf=r size=32 type=d align=16 words (r43.0)
//.declare V66 (84)  rf=r size=32 type=d align=16 words (r44.0)
//.declare V67 (85)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V68 (86)  rf=r size=32 type=d align=16 words (r45.0)
//.declare V69 (87)  rf=r size=32 type=d align=16 words (r46.0)
//.declare V70 (88)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V71 (89)  rf=r size=32 type=d align=16 words (r49.0)
//.declare V72 (90)  rf=r size=32 type=d align=16 words (r50.0)
//.declare V73 (91)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V74 (92)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V75 (93)  rf=r size=32 type=d align=16 words (r55.0)
//.declare V76 (94)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V77 (95)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V78 (96)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V79 (97)  rf=r size=64 type=uq align=16 words (r59.0)
//.declare V80 (98)  rf=r size=64 type=uq align=16 words (r61.0)
//.declare V81 (99)  rf=r size=128 type=uq align=16 words (r63.0)
//.declare P13 (101)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V83 (102)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V85 (104)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V87 (106)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V89 (108)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V90 (109)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V91 (110)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V92 (111)  rf=r size=8 type=uq align=4 words (r2.2)
//.declare V93 (112)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V94 (113)  rf=r size=32 type=d align=16 words (r81.0)
//.declare V95 (114)  rf=r size=32 type=d align=16 words (r82.0)
//.declare V96 (115)  rf=r size=32 type=d align=16 words (r83.0)
//.declare V97 (116)  rf=r size=32 type=d align=16 words (r84.0)
//.declare V98 (117)  rf=r size=64 type=uq align=16 words (r85.0)
//.declare V99 (118)  rf=r size=64 type=uq align=16 words (r87.0)
//.declare V100 (119)  rf=r size=128 type=uq align=16 words (r89.0)
//.declare V101 (120)  rf=r size=64 type=q alias=V34+0 align=16 words (r4.0)
//.declare V102 (121)  rf=r size=32 type=ud alias=V35+0 align=16 words (r1.0)
//.declare V103 (122)  rf=r size=32 type=ud alias=V36+0 align=16 words (r6.0)
//.declare V104 (123)  rf=r size=64 type=ud alias=V34+0 align=16 words (r4.0)
//.declare V105 (124)  rf=r size=64 type=d alias=V37+0 align=16 words (r7.0)
//.declare V106 (125)  rf=r size=32 type=d alias=V36+0 align=16 words (r6.0)
//.declare V107 (126)  rf=r size=64 type=d alias=V34+0 align=16 words (r4.0)
//.declare V108 (127)  rf=r size=32 type=ud alias=V38+0 align=16 words (r9.0)
//.declare V109 (128)  rf=r size=32 type=ud alias=V39+0 align=16 words (r10.0)
//.declare V110 (129)  rf=r size=64 type=d alias=V40+0 align=16 words (r11.0)
//.declare V111 (130)  rf=r size=32 type=d alias=V39+0 align=16 words (r10.0)
//.declare V112 (131)  rf=r size=32 type=ud alias=V41+0 align=16 words (r13.0)
//.declare V113 (132)  rf=r size=32 type=ud alias=V42+0 align=16 words (r14.0)
//.declare V114 (133)  rf=r size=64 type=d alias=V43+0 align=16 words (r15.0)
//.declare V115 (134)  rf=r size=32 type=d alias=V42+0 align=16 words (r14.0)
//.declare V116 (135)  rf=r size=64 type=q alias=V44+0 align=16 words (r17.0)
//.declare V117 (136)  rf=r size=32 type=ud alias=V45+0 align=16 words (r19.0)
//.declare V118 (137)  rf=r size=32 type=ud alias=V46+0 align=16 words (r20.0)
//.declare V119 (138)  rf=r size=64 type=ud alias=V44+0 align=16 words (r17.0)
//.declare V120 (139)  rf=r size=64 type=d alias=V47+0 align=16 words (r21.0)
//.declare V121 (140)  rf=r size=32 type=d alias=V46+0 align=16 words (r20.0)
//.declare V122 (141)  rf=r size=64 type=d alias=V44+0 align=16 words (r17.0)
//.declare V123 (142)  rf=r size=32 type=ud alias=V48+0 align=16 words (r23.0)
//.declare V124 (143)  rf=r size=32 type=ud alias=V49+0 align=16 words (r24.0)
//.declare V125 (144)  rf=r size=64 type=ud alias=V37+0 align=16 words (r7.0)
//.declare V126 (145)  rf=r size=64 type=d alias=V50+0 align=16 words (r25.0)
//.declare V127 (146)  rf=r size=32 type=d alias=V49+0 align=16 words (r24.0)
//.declare V128 (147)  rf=r size=32 type=ud alias=V51+0 align=16 words (r27.0)
//.declare V129 (148)  rf=r size=32 type=ud alias=V52+0 align=16 words (r28.0)
//.declare V130 (149)  rf=r size=64 type=ud alias=V40+0 align=16 words (r11.0)
//.declare V131 (150)  rf=r size=64 type=d alias=V53+0 align=16 words (r29.0)
//.declare V132 (151)  rf=r size=32 type=d alias=V52+0 align=16 words (r28.0)
//.declare V133 (152)  rf=r size=32 type=ud alias=V54+0 align=16 words (r31.0)
//.declare V134 (153)  rf=r size=32 type=ud alias=V55+0 align=16 words (r32.0)
//.declare V135 (154)  rf=r size=64 type=ud alias=V43+0 align=16 words (r15.0)
//.declare V136 (155)  rf=r size=64 type=d alias=V56+0 align=16 words (r33.0)
//.declare V137 (156)  rf=r size=32 type=d alias=V55+0 align=16 words (r32.0)
//.declare V138 (157)  rf=r size=64 type=q alias=V58+0 align=16 words (r35.0)
//.declare V139 (158)  rf=r size=64 type=ud alias=V47+0 align=16 words (r21.0)
//.declare V140 (159)  rf=r size=64 type=ud alias=V58+0 align=16 words (r35.0)
//.declare V141 (160)  rf=r size=64 type=d alias=V58+0 align=16 words (r35.0)
//.declare V142 (161)  rf=r size=32 type=d alias=V59+0 align=16 words (r37.0)
//.declare  (162)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V143 (163)  rf=r size=32 type=d alias=V60+0 align=16 words (r38.0)
//.declare V144 (164)  rf=r size=64 type=ud alias=V50+0 align=16 words (r25.0)
//.declare V145 (165)  rf=r size=32 type=d alias=V61+0 align=16 words (r39.0)
//.declare  (166)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V146 (167)  rf=r size=32 type=d alias=V62+0 align=16 words (r40.0)
//.declare V147 (168)  rf=r size=64 type=ud alias=V53+0 align=16 words (r29.0)
//.declare V148 (169)  rf=r size=32 type=d alias=V63+0 align=16 words (r41.0)
//.declare  (170)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V149 (171)  rf=r size=32 type=d alias=V64+0 align=16 words (r42.0)
//.declare V150 (172)  rf=r size=64 type=ud alias=V56+0 align=16 words (r33.0)
//.declare V151 (173)  rf=r size=32 type=d alias=V65+0 align=16 words (r43.0)
//.declare  (174)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V152 (175)  rf=r size=32 type=d alias=V66+0 align=16 words (r44.0)
//.declare V153 (176)  rf=r size=32 type=d alias=V68+0 align=16 words (r45.0)
//.declare V154 (177)  rf=r size=32 type=ud alias=V69+0 align=16 words (r46.0)
//.declare V155 (178)  rf=r size=64 type=d alias=V70+0 align=16 words (r47.0)
//.declare V156 (179)  rf=r size=32 type=d alias=V69+0 align=16 words (r46.0)
//.declare V157 (180)  rf=r size=32 type=d alias=V71+0 align=16 words (r49.0)
//.declare V158 (181)  rf=r size=32 type=ud alias=V72+0 align=16 words (r50.0)
//.declare V159 (182)  rf=r size=64 type=d alias=V73+0 align=16 words (r51.0)
//.declare V160 (183)  rf=r size=32 type=d alias=V72+0 align=16 words (r50.0)
//.declare V161 (184)  rf=r size=64 type=q alias=V74+0 align=16 words (r53.0)
//.declare V162 (185)  rf=r size=8 type=q alias=V67+0 align=4 words (r2.1)
//.declare V163 (186)  rf=r size=32 type=ud alias=V75+0 align=16 words (r55.0)
//.declare V164 (187)  rf=r size=32 type=ud alias=V76+0 align=16 words (r56.0)
//.declare V165 (188)  rf=r size=64 type=ud alias=V74+0 align=16 words (r53.0)
//.declare V166 (189)  rf=r size=64 type=ud alias=V70+0 align=16 words (r47.0)
//.declare V167 (190)  rf=r size=64 type=d alias=V79+0 align=16 words (r59.0)
//.declare V168 (191)  rf=r size=64 type=d alias=V79+0 align=16 words (r59.0)
//.declare V169 (192)  rf=r size=32 type=d alias=V76+0 align=16 words (r56.0)
//.declare V170 (193)  rf=r size=64 type=d alias=V74+0 align=16 words (r53.0)
//.declare V171 (194)  rf=r size=32 type=ud alias=V77+0 align=16 words (r57.0)
//.declare V172 (195)  rf=r size=32 type=ud alias=V78+0 align=16 words (r58.0)
//.declare V173 (196)  rf=r size=64 type=ud alias=V73+0 align=16 words (r51.0)
//.declare V174 (197)  rf=r size=64 type=d alias=V80+0 align=16 words (r61.0)
//.declare V175 (198)  rf=r size=64 type=d alias=V80+0 align=16 words (r61.0)
//.declare V176 (199)  rf=r size=32 type=d alias=V78+0 align=16 words (r58.0)
//.declare V177 (200)  rf=r size=128 type=uq alias=V81+0 align=16 words (r63.0)
//.declare V178 (201)  rf=r size=64 type=f alias=V90+0 align=16 words (r75.0)
//.declare V179 (202)  rf=r size=64 type=f alias=V85+0 align=16 words (r69.0)
//.declare V180 (203)  rf=r size=64 type=f alias=V91+0 align=16 words (r77.0)
//.declare V181 (204)  rf=r size=64 type=f alias=V89+0 align=16 words (r73.0)
//.declare V182 (205)  rf=r size=64 type=q alias=V93+0 align=16 words (r79.0)
//.declare V183 (206)  rf=r size=8 type=q alias=V92+0 align=4 words (r2.2)
//.declare V184 (207)  rf=r size=32 type=ud alias=V94+0 align=16 words (r81.0)
//.declare V185 (208)  rf=r size=32 type=ud alias=V95+0 align=16 words (r82.0)
//.declare V186 (209)  rf=r size=64 type=ud alias=V93+0 align=16 words (r79.0)
//.declare V187 (210)  rf=r size=64 type=d alias=V98+0 align=16 words (r85.0)
//.declare V188 (211)  rf=r size=64 type=d alias=V98+0 align=16 words (r85.0)
//.declare V189 (212)  rf=r size=32 type=d alias=V95+0 align=16 words (r82.0)
//.declare V190 (213)  rf=r size=64 type=d alias=V93+0 align=16 words (r79.0)
//.declare V191 (214)  rf=r size=32 type=ud alias=V96+0 align=16 words (r83.0)
//.declare V192 (215)  rf=r size=32 type=ud alias=V97+0 align=16 words (r84.0)
//.declare V193 (216)  rf=r size=64 type=d alias=V99+0 align=16 words (r87.0)
//.declare V194 (217)  rf=r size=64 type=d alias=V99+0 align=16 words (r87.0)
//.declare V195 (218)  rf=r size=32 type=d alias=V97+0 align=16 words (r84.0)
//.declare V196 (219)  rf=r size=128 type=uq alias=V100+0 align=16 words (r89.0)
//.declare  (220)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (221)  rf=r size=16 type=w align=8 words (r3.8)
//.declare  (222)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (226)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (227)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (228)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (229)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (230)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (231)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (232)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (233)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (234)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (235)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (236)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (237)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (238)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (240)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (242)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare  (243)  rf=r size=32 type=ud align=16 words (r108.0)
//.declare  (244)  rf=r size=32 type=ud align=16 words (r109.0)
//.declare  (245)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (246)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (247)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (248)  rf=r size=64 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V67      | :uq      |      8 | r2+8     | general    |
// | V92      | :uq      |      8 | r2+16    | general    |
// | V33      | :q       |      8 | r2+24    | general    |
// | V57      | :q       |      8 | r3       | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $95
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x022843FD           {A@1,$1} // wr:1h+0, rd:2; oword aligned block read x4 // $95
// B002: Preds:{B001},  Succs:{}
// gep_index_add_w32_BB_0:
(W)     send.ugm (1|M0)          r108     r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $95
(W)     mov (8|M0)               null<1>:ud    r108.0<1;1,0>:ud                 {$2.dst}             //  memory fence commit; $95
(W)     send.ugm (1|M0)          r109     r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $95
        mov (8|M0)               r3.8<1>:w     0x76543210:v                               {$1.dst}   // $1
        mov (8|M0)               r17.0<2>:ud   r2.6<0;1,0>:ud                                        // $11
        mov (8|M0)               r4.0<2>:d     r3.8<1;1,0>:w                    {I@2}                // $1
        mov (8|M0)               r17.1<2>:ud   r2.7<0;1,0>:ud                                        // $11
        asr (8|M0)               r4.1<2>:d     r4.0<2;1,0>:d     31:w               {I@2}            // $1
        mov (8|M0)               r35.0<2>:f    r3.0<0;1,0>:f                    {Compacted}          // $24
        sync.nop                             null                             {Compacted,$0.dst}     // $2
        addc (8|M0)              r1.0<1>:ud    r4.0<2;1,0>:ud    0x8:ud              {AccWrEn,Compacted,I@1} // $2
        mov (8|M0)               r94.0<1>:d    r4.1<2;1,0>:d                                         // $14
        mov (8|M0)               r6.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $2
        addc (8|M0)              r9.0<1>:ud    r4.0<2;1,0>:ud    0x10:ud              {AccWrEn,Compacted} // $5
        add3 (8|M0)              r7.1<2>:d     r6.0<1;0>:d       r4.1<4;2>:d       0:w               {I@2} // $4
        mov (8|M0)               r10.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $5
        addc (8|M0)              r13.0<1>:ud   r4.0<2;1,0>:ud    0x18:ud              {AccWrEn,Compacted} // $8
        add3 (8|M0)              r11.1<2>:d    r10.0<1;0>:d      r4.1<4;2>:d       0:w               {I@2} // $7
        mov (8|M0)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $8
        addc (8|M0)              r19.0<1>:ud   r17.0<2;1,0>:ud   r4.0<2;1,0>:ud   {AccWrEn,Compacted} // $12
        add3 (8|M0)              r15.1<2>:d    r14.0<1;0>:d      r4.1<4;2>:d       0:w               {I@2} // $10
        mov (8|M0)               r20.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $12
        addc (8|M0)              r23.0<1>:ud   r17.0<2;1,0>:ud   r1.0<1;1,0>:ud   {AccWrEn,Compacted} // $15
        mov (8|M0)               r35.1<2>:f    r3.1<0;1,0>:f                    {Compacted}          // $24
        mov (8|M0)               r24.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $15
        addc (8|M0)              r27.0<1>:ud   r17.0<2;1,0>:ud   r9.0<1;1,0>:ud   {AccWrEn,Compacted} // $18
        mov (8|M0)               r96.0<1>:d    r7.1<2;1,0>:d                                         // $17
        mov (8|M0)               r28.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $18
        addc (8|M0)              r31.0<1>:ud   r17.0<2;1,0>:ud   r13.0<1;1,0>:ud  {AccWrEn,Compacted} // $21
        mov (8|M0)               r98.0<1>:d    r11.1<2;1,0>:d                                        // $20
        mov (8|M0)               r100.0<1>:d   r15.1<2;1,0>:d                   {I@7}                // $23
        add3 (8|M0)              r93.0<1>:d    r20.0<1;0>:d      r17.1<4;2>:d      r94.0<1>:d       {I@7} // $14
        mov (8|M0)               r32.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $21
        cmp (8|M0)    (lt)f0.1   null<1>:ud    r19.0<1;1,0>:ud   r35.0<2;1,0>:ud  {A@1}              // $25
        cmp (8|M0)    (lt)f0.0   null<1>:ud    r23.0<1;1,0>:ud   r35.0<2;1,0>:ud  {I@7}              // $31
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r27.0<1;1,0>:ud   r35.0<2;1,0>:ud  {I@7}              // $37
        add3 (8|M0)              r95.0<1>:d    r24.0<1;0>:d      r17.1<4;2>:d      r96.0<1>:d       {I@7} // $17 R{} IR{}{E:6,E:4,E:8,},  R{r24,r96,} IR{} {BC=1}
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r31.0<1;1,0>:ud   r35.0<2;1,0>:ud  {I@7}              // $43
        add3 (8|M0)              r97.0<1>:d    r28.0<1;0>:d      r17.1<4;2>:d      r98.0<1>:d       {I@7} // $20
        mov (8|M0)               r21.1<2>:d    r93.0<1;1,0>:d                   {I@7}                // $14
        add3 (8|M0)              r99.0<1>:d    r32.0<1;0>:d      r17.1<4;2>:d      r100.0<1>:d      {I@7} // $23 R{} IR{}{E:8,E:4,E:9,},  R{r32,r100,} IR{} {BC=1}
        shr (8|M0)               r46.0<1>:ud   r19.0<1;1,0>:ud   0x1E:uw                             // $50
        mov (8|M0)               r25.1<2>:d    r95.0<1;1,0>:d                   {I@6}                // $17
        mov (8|M0)               r29.1<2>:d    r97.0<1;1,0>:d                   {I@5}                // $20
        shl (8|M0)               r45.0<1>:d    r21.1<2;1,0>:d    2:w               {Compacted,I@5}   // $49
        mov (8|M0)               r33.1<2>:d    r99.0<1;1,0>:d                   {I@5}                // $23
        mov (8|M0)               r53.0<2>:ud   r2.2<0;1,0>:ud                                        // $57
        shl (8|M0)               r47.0<2>:d    r19.0<1;1,0>:d    2:w                                 // $51
        shr (8|M0)               r50.0<1>:ud   r23.0<1;1,0>:ud   0x1E:uw                             // $54
(f0.1)  cmp (8|M0)    (eq)f0.1   null<1>:d     r21.1<2;1,0>:d    r35.1<2;1,0>:d                      // $26
(f0.0)  cmp (8|M0)    (eq)f0.0   null<1>:d     r25.1<2;1,0>:d    r35.1<2;1,0>:d   {I@7}              // $32
        shl (8|M0)               r49.0<1>:d    r25.1<2;1,0>:d    2:w               {Compacted}       // $53
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r29.1<2;1,0>:d    r35.1<2;1,0>:d   {I@7}              // $38
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r33.1<2;1,0>:d    r35.1<2;1,0>:d   {I@7}              // $44
        mov (8|M0)               r53.1<2>:ud   r2.3<0;1,0>:ud                                        // $57
        or (8|M0)                r47.1<2>:d    r45.0<1;1,0>:d    r46.0<1;1,0>:d                      // $52
(W)     mov (1|M0)               r2.0<1>:hf    -qnan(0x1FF):hf                                       // $28
        shl (8|M0)               r51.0<2>:d    r23.0<1;1,0>:d    2:w                                 // $55
        addc (8|M0)              r55.0<1>:ud   r53.0<2;1,0>:ud   r47.0<2;1,0>:ud  {AccWrEn,Compacted,I@2} // $58
        or (8|M0)                r51.1<2>:d    r49.0<1;1,0>:d    r50.0<1;1,0>:d                      // $56
(f0.1)  sel (8|M0)               acc2.0<1>:d   r2.0<0;1,0>:w     0:w               {F@1}             // $28
(f0.0)  sel (8|M0)               r40.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $34
(f1.1)  sel (8|M0)               r42.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $40
(f1.0)  sel (8|M0)               r44.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $46
        mov (8|M0)               r56.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $58
        cmp (8|M0)    (lt)f0.1   r37.0<1>:d    r21.1<2;1,0>:d    r35.1<2;1,0>:d                      // $29
        cmp (8|M0)    (lt)f0.0   r39.0<1>:d    r25.1<2;1,0>:d    r35.1<2;1,0>:d                      // $35
        cmp (8|M0)    (lt)f1.1   r41.0<1>:d    r29.1<2;1,0>:d    r35.1<2;1,0>:d                      // $41
        cmp (8|M0)    (lt)f1.0   r43.0<1>:d    r33.1<2;1,0>:d    r35.1<2;1,0>:d                      // $47
        addc (8|M0)              r57.0<1>:ud   r53.0<2;1,0>:ud   r51.0<2;1,0>:ud  {AccWrEn,Compacted,I@7} // $61
        mov (8|M0)               r102.0<1>:d   r47.1<2;1,0>:d                                        // $60
        mov (8|M0)               r104.0<1>:d   r51.1<2;1,0>:d                                        // $63
        mov (8|M0)               r58.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $61
        or (8|M0)                r38.0<1>:d    acc2.0<1;1,0>:d   r37.0<1;1,0>:d   {I@7}              // $30
        or (8|M0)                r40.0<1>:d    r40.0<1;1,0>:d    r39.0<1;1,0>:d   {Compacted,I@7}    // $36
        or (8|M0)                r42.0<1>:d    r42.0<1;1,0>:d    r41.0<1;1,0>:d   {Compacted,I@7}    // $42
        or (8|M0)                r44.0<1>:d    r44.0<1;1,0>:d    r43.0<1;1,0>:d   {Compacted,I@7}    // $48
        add3 (8|M0)              r101.0<1>:d   r56.0<1;0>:d      r53.1<4;2>:d      r102.0<1>:d      {I@7} // $60
        add3 (8|M0)              r103.0<1>:d   r58.0<1;0>:d      r53.1<4;2>:d      r104.0<1>:d      {I@6} // $63
        mov (8|M0)               r59.0<2>:d    r55.0<1;1,0>:d                                        // $59
        mov (8|M0)               r61.0<2>:d    r57.0<1;1,0>:d                                        // $62
        cmp (8|M0)    (eq)f0.0   null<1>:d     r38.0<1;1,0>:d    -1:w               {Compacted,I@7}  // $68
        cmp (8|M8)    (eq)f0.0   null<1>:d     r40.0<1;1,0>:d    -1:w               {I@7}            // $69
        cmp (8|M16)   (eq)f0.0   null<1>:d     r42.0<1;1,0>:d    -1:w               {I@7}            // $70
        cmp (8|M24)   (eq)f0.0   null<1>:d     r44.0<1;1,0>:d    -1:w               {I@7}            // $71
        mov (8|M0)               r59.1<2>:d    r101.0<1;1,0>:d                  {I@7}                // $60
        mov (8|M0)               r61.1<2>:d    r103.0<1;1,0>:d                  {I@7}                // $63
        mov (8|M0)               r63.0<2>:ud   r59.0<2;1,0>:ud                  {I@2}                // $64
        mov (8|M0)               r63.1<2>:ud   r59.1<2;1,0>:ud                                       // $64
        mov (8|M0)               r65.0<2>:ud   r61.0<2;1,0>:ud                  {I@3}                // $65
        mov (8|M0)               r65.1<2>:ud   r61.1<2;1,0>:ud                                       // $65
        mov (16|M0)              r67.0<1>:f    0.0:f                               {Compacted}       // $67
(W)     mov (8|M0)               null<1>:ud    r109.0<1;1,0>:ud                 {$3.dst}             //  memory fence commit; $72
(f0.0)  send.dc1 (16|M0)         r67      r63     null:0  0x0            0x082411FF           {A@1,$4} // wr:4+0, rd:2; a64 dword gathering read // $72
        mov (16|M0)              r71.0<1>:f    0.0:f                               {Compacted}       // $77
(f0.0)  send.dc1 (16|M16)        r71      r63     null:0  0x0            0x082411FF           {A@1,$5} // wr:4+0, rd:2; a64 dword gathering read // $78
        mov (8|M0)               r79.0<2>:ud   r2.4<0;1,0>:ud                                        // $84
        mov (8|M0)               r79.1<2>:ud   r2.5<0;1,0>:ud                                        // $84
        mov (16|M0)              r69.0<1>:f    0.0:f                               {Compacted}       // $74
        addc (8|M0)              r81.0<1>:ud   r79.0<2;1,0>:ud   r47.0<2;1,0>:ud  {AccWrEn,Compacted,I@1} // $85
        mov (16|M0)              r73.0<1>:f    0.0:f                               {Compacted}       // $80
        mov (8|M0)               r82.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $85
        addc (8|M0)              r83.0<1>:ud   r79.0<2;1,0>:ud   r51.0<2;1,0>:ud  {AccWrEn,Compacted} // $88
        add3 (8|M0)              r105.0<1>:d   r82.0<1;0>:d      r79.1<4;2>:d      r102.0<1>:d      {I@2} // $87 R{} IR{}{O:4,O:3,O:9,},  R{r82,r102,} IR{} {BC=1}
        mov (8|M0)               r84.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $88
        mov (8|M0)               r85.0<2>:d    r81.0<1;1,0>:d                                        // $86
        add3 (8|M0)              r106.0<1>:d   r84.0<1;0>:d      r79.1<4;2>:d      r104.0<1>:d      {I@2} // $90
        mov (8|M0)               r87.0<2>:d    r83.0<1;1,0>:d                                        // $89
        mov (8|M0)               r85.1<2>:d    r105.0<1;1,0>:d                                       // $87
        mov (8|M0)               r87.1<2>:d    r106.0<1;1,0>:d                  {I@3}                // $90
        mov (8|M0)               r89.0<2>:ud   r85.0<2;1,0>:ud                  {I@2}                // $91
        mov (8|M0)               r89.1<2>:ud   r85.1<2;1,0>:ud                                       // $91
        mov (8|M0)               r91.0<2>:ud   r87.0<2;1,0>:ud                  {I@3}                // $92
        mov (8|M0)               r91.1<2>:ud   r87.1<2;1,0>:ud                                       // $92
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $95
(f0.0)  mov (16|M0)              r69.0<1>:f    r67.0<1;1,0>:f                   {Compacted,$4.dst}   // $75
        mul (16|M0)              r75.0<1>:f    r69.0<1;1,0>:f    1.5:f               {Compacted,F@1} // $82
(f0.0)  mov (16|M16)             r73.0<1>:f    r71.0<1;1,0>:f                   {$5.dst}             // $81
        mul (16|M0)              r77.0<1>:f    r73.0<1;1,0>:f    1.5:f               {Compacted,F@1} // $83
(f0.0)  send.dc1 (16|M0)         null     r89     r75:2   0x0            0x080691FF           {A@1,$6} // wr:4+2, rd:0; a64 dword scattering write // $93
(f0.0)  send.dc1 (16|M16)        null     r89     r77:2   0x0            0x080691FF           {A@1,$7} // wr:4+2, rd:0; a64 dword scattering write // $94
(W)     send.ugm (1|M0)          r107     r0      null:0  0x0            0x0210031F           {$8} // wr:1+0, rd:1; fence.ugm.none.local // $95
(W)     mov (8|M0)               null<1>:ud    r107.0<1;1,0>:ud                 {$8.dst}             //  memory fence commit; $95
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $95
L1848:
        nop                                                                                          // $95


//.BankConflicts: 3
//.BankConflicts.SameBank: 3
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 220
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 4
//.accSubCandidateUse: 4
