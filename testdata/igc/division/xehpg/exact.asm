//.kernel exact
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enablePreemption -hasRNEandDenorm -noStitchExternFunc -useInlineData -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 22 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -LSCBackupMode -waClearHDCWrite -cloneEvaluateSampleInst -insertRSDummyMov "
//.instCount 202
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r2.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0049 (57)  rf=r size=32 type=ud alias=V0048+0 align=16 words (r7.0)
//.declare V0050 (58)  rf=r size=32 type=f align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=32 type=d alias=V0050+0 align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=32 type=f align=16 words (r9.0)
//.declare V0053 (61)  rf=r size=32 type=d alias=V0052+0 align=16 words (r9.0)
//.declare V0054 (62)  rf=r size=32 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=32 type=ud alias=V0050+0 align=16 words (r8.0)
//.declare V0056 (64)  rf=r size=32 type=d align=16 words (r11.0)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0058 (66)  rf=r size=32 type=ud alias=V0052+0 align=16 words (r9.0)
//.declare V0059 (67)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V0060 (68)  rf=r size=32 type=d align=16 words (r14.0)
//.declare V0061 (69)  rf=r size=32 type=d align=16 words (r15.0)
//.declare P01 (70)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0062 (71)  rf=r size=32 type=ud alias=V0061+0 align=16 words (r15.0)
//.declare P02 (72)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0063 (73)  rf=r size=32 type=ud alias=V0060+0 align=16 words (r14.0)
//.declare V0064 (74)  rf=r size=4 type=f align=2 words (r3.1)
//.declare V0065 (75)  rf=r size=32 type=f align=16 words (r16.0)
//.declare V0066 (76)  rf=r size=32 type=f align=16 words (r17.0)
//.declare V0067 (77)  rf=r size=32 type=f align=16 words (r18.0)
//.declare V0068 (78)  rf=r size=32 type=f align=16 words (r19.0)
//.declare V0069 (79)  rf=r size=32 type=f align=16 words (r20.0)
//.declare V0070 (80)  rf=r size=32 type=f align=16 words (r21.0)
//.declare V0071 (81)  rf=r size=32 type=f align=16 words (r22.0)
//.declare V0072 (82)  rf=r size=32 type=f align=16 words (r23.0)
//.declare V0073 (83)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V0074 (84)  rf=r size=32 type=d align=16 words (r25.0)
//.declare P03 (85)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0075 (86)  rf=r size=32 type=ud alias=V0074+0 align=16 words (r25.0)
//.declare P04 (87)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0076 (88)  rf=r size=32 type=ud alias=V0073+0 align=16 words (r24.0)
//.declare V0077 (89)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V0078 (90)  rf=r size=4 type=d align=2 words (r3.2)
//.declare V0079 (91)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V0080 (92)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V0081 (93)  rf=r size=32 type=d align=16 words (r29.0)
//.declare P05 (94)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0082 (95)  rf=r size=32 type=ud alias=V0077+0 align=16 words (r26.0)
//.declare V0083 (96)  rf=r size=32 type=d align=16 words (r30.0)
//.declare P06 (97)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0084 (98)  rf=r size=32 type=ud alias=V0083+0 align=16 words (r30.0)
//.declare V0085 (99)  rf=r size=32 type=d align=16 words (r31.0)
//.declare V0086 (100)  rf=r size=32 type=d align=16 words (r32.0)
//.declare P07 (101)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P08 (102)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P09 (103)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P10 (104)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P11 (105)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0088 (107)  rf=r size=32 type=d align=16 words (r33.0)
//.declare V0089 (108)  rf=r size=32 type=d align=16 words (r34.0)
//.declare P12 (109)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0091 (111)  rf=r size=32 type=d align=16 words (r35.0)
//.declare V0092 (112)  rf=r size=8 type=b align=16 words (r36.0)
//.declare V0093 (113)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V0094 (114)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0095 (115)  rf=r size=8 type=ub alias=V0092+0 align=16 words (r36.0)
//.declare V0096 (116)  rf=r size=32 type=d align=16 words (r39.0)
//.declare V0099 (119)  rf=r size=32 type=d align=16 words (r40.0)
//.declare V0100 (120)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V0101 (121)  rf=r size=32 type=d align=16 words (r42.0)
//.declare V0102 (122)  rf=r size=32 type=f align=16 words (r43.0)
//.declare V0103 (123)  rf=r size=32 type=f alias=V0099+0 align=16 words (r40.0)
//.declare V0104 (124)  rf=r size=32 type=f align=16 words (r44.0)
//.declare V0105 (125)  rf=r size=32 type=f alias=V0096+0 align=16 words (r39.0)
//.declare V0106 (126)  rf=r size=32 type=f align=16 words (r45.0)
//.declare V0107 (127)  rf=r size=32 type=f align=16 words (r46.0)
//.declare V0108 (128)  rf=r size=32 type=f align=16 words (r47.0)
//.declare V0109 (129)  rf=r size=32 type=f align=16 words (r48.0)
//.declare V0110 (130)  rf=r size=32 type=f align=16 words (r49.0)
//.declare P13 (131)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0112 (133)  rf=r size=32 type=f align=16 words (r50.0)
//.declare V0113 (134)  rf=r size=32 type=d align=16 words (r51.0)
//.declare V0114 (135)  rf=r size=32 type=d align=16 words (r52.0)
//.declare V0115 (136)  rf=r size=32 type=d align=16 words (r53.0)
//.declare V0116 (137)  rf=r size=32 type=d align=16 words (r54.0)
//.declare V0117 (138)  rf=r size=32 type=ud alias=V0113+0 align=16 words (r51.0)
//.declare V0118 (139)  rf=r size=32 type=ud alias=V0116+0 align=16 words (r54.0)
//.declare  (140)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0119 (141)  rf=r size=32 type=d align=16 words (r55.0)
//.declare V0120 (142)  rf=r size=32 type=d alias=V0112+0 align=16 words (r50.0)
//.declare V0121 (143)  rf=r size=32 type=f alias=V0119+0 align=16 words (r55.0)
//.declare V0122 (144)  rf=r size=32 type=f alias=V0115+0 align=16 words (r53.0)
//.declare V0123 (145)  rf=r size=32 type=f align=16 words (r56.0)
//.declare V0124 (146)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0125 (147)  rf=r size=32 type=d alias=V0110+0 align=16 words (r49.0)
//.declare P14 (148)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0126 (149)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (150)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0127 (151)  rf=r size=32 type=d align=16 words (r59.0)
//.declare P15 (152)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0128 (153)  rf=r size=4 type=d align=2 words (r3.3)
//.declare V0129 (154)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0130 (155)  rf=r size=32 type=d align=16 words (r61.0)
//.declare V0131 (156)  rf=r size=32 type=d alias=V0123+0 align=16 words (r56.0)
//.declare V0132 (157)  rf=r size=32 type=d align=16 words (r62.0)
//.declare V0133 (158)  rf=r size=32 type=f alias=V0129+0 align=16 words (r60.0)
//.declare V0134 (159)  rf=r size=32 type=f alias=V0132+0 align=16 words (r62.0)
//.declare V0135 (160)  rf=r size=32 type=d align=16 words (r63.0)
//.declare V0136 (161)  rf=r size=32 type=d align=16 words (r64.0)
//.declare P16 (162)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0138 (164)  rf=r size=32 type=d align=16 words (r65.0)
//.declare V0139 (165)  rf=r size=32 type=d align=16 words (r66.0)
//.declare V0140 (166)  rf=r size=32 type=d align=16 words (r67.0)
//.declare V0141 (167)  rf=r size=32 type=f align=16 words (r68.0)
//.declare V0142 (168)  rf=r size=32 type=f alias=V0140+0 align=16 words (r67.0)
//.declare V0143 (169)  rf=r size=4 type=f align=2 words (r3.4)
//.declare V0144 (170)  rf=r size=32 type=f alias=V0138+0 align=16 words (r65.0)
//.declare V0145 (171)  rf=r size=32 type=f alias=V0135+0 align=16 words (r63.0)
//.declare V0146 (172)  rf=r size=32 type=f align=16 words (r69.0)
//.declare V0147 (173)  rf=r size=32 type=d alias=V0072+0 align=16 words (r23.0)
//.declare V0148 (174)  rf=r size=32 type=d alias=V0146+0 align=16 words (r69.0)
//.declare V0149 (175)  rf=r size=4 type=d align=2 words (r3.5)
//.declare V0150 (176)  rf=r size=32 type=d alias=V0141+0 align=16 words (r68.0)
//.declare V0151 (177)  rf=r size=32 type=d align=16 words (r70.0)
//.declare V0153 (179)  rf=r size=32 type=f align=16 words (r71.0)
//.declare V0154 (180)  rf=r size=32 type=f alias=V0151+0 align=16 words (r70.0)
//.declare V0155 (181)  rf=r size=32 type=d align=16 words (r72.0)
//.declare P17 (182)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0156 (183)  rf=r size=32 type=f alias=V0155+0 align=16 words (r72.0)
//.declare V0157 (184)  rf=r size=32 type=f alias=V0086+0 align=16 words (r32.0)
//.declare V0158 (185)  rf=r size=32 type=d align=16 words (r73.0)
//.declare V0159 (186)  rf=r size=32 type=d align=16 words (r74.0)
//.declare V0160 (187)  rf=r size=32 type=f alias=V0158+0 align=16 words (r73.0)
//.declare V0161 (188)  rf=r size=32 type=f alias=V0159+0 align=16 words (r74.0)
//.declare V0162 (189)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0163 (190)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0164 (191)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (192)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (193)  rf=r size=1 type=b align=1 words (r3.24)
//.declare  (194)  rf=r size=1 type=b align=1 words (r3.26)
//.declare  (195)  rf=r size=4 type=d align=2 words (r3.7)
//.declare  (197)  rf=r size=4 type=d align=16 words (r75.0)
//.declare  (199)  rf=r size=4 type=d align=2 words (r6.3)
//.declare  (201)  rf=r size=4 type=d align=16 words (r76.0)
//.declare  (202)  rf=r size=32 type=ud align=16 words (r77.0)
//.declare  (203)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (204)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (205)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (206)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (207)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (208)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (209)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (210)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (211)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (212)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (213)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (214)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (215)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (216)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (217)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (218)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (219)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (220)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (221)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (222)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (223)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (224)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (225)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (226)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (227)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (228)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (229)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (230)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (231)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (232)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (233)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (234)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (235)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare  (236)  rf=r size=64 type=ud align=16 words (r1.0)
//.declare  (237)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (238)  rf=r size=64 type=ud align=16 words (r5.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0162    | :uq      |      8 | r5       | general    |
// | V0163    | :uq      |      8 | r5+8     | general    |
// | V0164    | :uq      |      8 | r5+16    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                                                // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x60:uw              {I@1} // 
(W)     mov (8|M0)               r4.0<1>:ud    r1.0<1;1,0>:ud                                        // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x022843FD           {A@1,$0} // wr:1h+0, rd:2; oword aligned block read x4 // $197
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x40:uw              {$0.src}       // 
(W)     send.dc0 (8|M0)          r3       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $197
        nop                                                                                          // 
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$1.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r5       r127    null:0  0x0            0x022843FD           {A@1,$2} // wr:1h+0, rd:2; oword aligned block read x4 // $197
// B002: Preds:{B001},  Succs:{B003, B004}
// _main:
(W)     mov (8|M0)               r2.0<1>:ud    r0.0<1;1,0>:ud                   {$0.dst}             // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {A@1}         // $1
        sync.nop                             null                             {Compacted,A@1}        // $2
        sync.nop                             null                             {Compacted,$2.dst}     // $2
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r2.2<0;1,0>:uw   {Compacted,A@1}    // $2
(W)     mach (1|M0)              r3.0<1>:d     r6.0<0;1,0>:d     r2.1<0;1,0>:d    {Compacted,$1.dst} // $4
(W)     mov (1|M0)               r3.1<1>:f     0x3F800000:f                               {Compacted} // $19
        add3 (8|M0)              acc0.0<1>:d   r3.0<0;0>:d       r1.0<1;0>:uw      r4.0<0>:d        {I@1} // $4
        shl (8|M0)               r7.0<1>:d     acc0.0<1;1,0>:d   2:w                                 // $5
        send.dc1 (8|M0)          r9       r7      null:0  0x0            0x02106E01           {A@1,$3} // wr:1+0, rd:1; untyped surface read with x // $9
        send.dc1 (8|M0)          r8       r7      null:0  0x0            0x02106E00           {$4} // wr:1+0, rd:1; untyped surface read with x // $7
        shr (8|M0)               acc0.0<1>:d   r9.0<1;1,0>:ud    23:w               {$3.dst}         // $12
        shr (8|M0)               acc2.0<1>:d   r8.0<1;1,0>:ud    23:w               {$4.dst}         // $10
        and (8|M0)               r13.0<1>:d    acc0.0<1;1,0>:d   255:w                               // $13
        and (8|M0)               r11.0<1>:d    acc2.0<1;1,0>:d   255:w                               // $11
        add (8|M0)               r15.0<1>:d    r13.0<1;1,0>:d    -191:w               {Compacted,I@2} // $15
        add (8|M0)               r14.0<1>:d    r11.0<1;1,0>:d    -191:w               {Compacted,I@2} // $14
        cmp (8|M0)    (lt)f1.1   null<1>:ud    r15.0<1;1,0>:ud   0xFFFFFF81:ud              {I@2}    // $16
(~f1.1) cmp (8|M0)    (lt)f1.1   null<1>:ud    r14.0<1;1,0>:ud   0xFFFFFF82:ud              {I@2}    // $17
(f1.1)  goto (8|M0)                          _0_029            _0_029                                // $20
// B003: [inDivergent],  Preds:{B002},  Succs:{B030}
_0_030:
        math.inv (8|M0)          r16.0<1>:f    r9.0<1;1,0>:f                    {$5}                 // $22
        mul (8|M0)               acc0.0<1>:f   r16.0<1;1,0>:f    r8.0<1;1,0>:f    {Compacted,$5.dst} // $23
        mad (8|M0)               acc1.0<1>:f   r3.1<0;0>:f       r16.0<1;0>:f      -r9.0<1>:f       {F@2} // $24
        mad (8|M0)               acc2.0<1>:f   r8.0<1;0>:f       acc0.0<1;0>:f     -r9.0<1>:f        // $26
        mad (8|M0)               r19.0<1>:f    r16.0<1;0>:f      acc1.0<1;0>:f     r16.0<1>:f       {Compacted} // $25
        mad (8|M0)               acc0.0<1>:f   acc0.0<1;0>:f     acc2.0<1;0>:f     r19.0<1>:f       {F@1} // $27
        mad (8|M0)               acc1.0<1>:f   r8.0<1;0>:f       acc0.0<1;0>:f     -r9.0<1>:f        // $28 R{} IR{}{E:2,E:2,},  {BC=1}
        mad (8|M0)               r23.0<1>:f    acc0.0<1;0>:f     acc1.0<1;0>:f     r19.0<1>:f        // $29
        goto (8|M0)                          _0_029            _0_031                                // $30
// B004: [inDivergent],  Preds:{B002},  Succs:{B005, B006}
_0_029:
        join (8|M0)                          _0_031                                                  // 
L648:
        add (8|M0)               r25.0<1>:d    r13.0<1;1,0>:d    -255:w               {Compacted}    // $33
        add (8|M0)               r24.0<1>:d    r11.0<1;1,0>:d    -255:w               {Compacted}    // $32
        cmp (8|M0)    (lt)f1.0   null<1>:ud    r25.0<1;1,0>:ud   0xFFFFFF02:ud              {I@2}    // $34
        and (8|M0)               r26.0<1>:d    r8.0<1;1,0>:d     2147483647:d                        // $37
(W)     mov (1|M0)               r3.2<1>:f     0x80000000:f                               {Compacted} //  (0x80000000:f); $38
(~f1.0) cmp (8|M0)    (lt)f1.0   null<1>:ud    r24.0<1;1,0>:ud   0xFFFFFF02:ud              {I@3}    // $35
(f1.0)  goto (8|M0)                          _0_032            _0_032                                // $39
// B005: [inDivergent],  Preds:{B004},  Succs:{B019}
_0_033:
        and (8|M0)               r27.0<1>:d    r9.0<1;1,0>:d     2147483647:d                        // $41
        add (8|M0)               r29.0<1>:d    r11.0<1;1,0>:d    -r13.0<1;1,0>:d  {Compacted}        // $44
        add (8|M0)               r27.0<1>:d    r26.0<1;1,0>:d    -r27.0<1;1,0>:d  {Compacted,I@2}    // $42 R{} IR{}{O:6,O:6,},  {BC=1}
        asr (8|M0)               r28.0<1>:d    r27.0<1;1,0>:d    23:w               {Compacted,I@1}  // $43
        goto (8|M0)                          _0_032            _0_034                                // $45
// B006: [inDivergent],  Preds:{B004},  Succs:{B007, B029}
_0_032:
        join (8|M0)                          _0_034                                                  // 
L808:
        cmp (8|M0)    (gt)f0.1   null<1>:ud    r26.0<1;1,0>:ud   0x7F800000:ud                       // $47
(f0.1)  goto (8|M0)                          _0_034            _0_035                                // $48
// B007: [inDivergent],  Preds:{B006},  Succs:{B008, B028}
_0_036:
        and (8|M0)               r30.0<1>:d    r9.0<1;1,0>:d     2147483647:d                        // $50
        cmp (8|M0)    (gt)f0.0   null<1>:ud    r30.0<1;1,0>:ud   0x7F800000:ud              {I@1}    // $51
(f0.0)  goto (8|M0)                          _0_034            _0_037                                // $52
// B008: [inDivergent],  Preds:{B007},  Succs:{B009, B027}
_0_038:
        cmp (8|M0)    (eq)f1.1   null<1>:d     r11.0<1;1,0>:d    255:w                               // $56
        and (8|M0)               r31.0<1>:d    r8.0<1;1,0>:d     -2147483648:d                       // $54
        and (8|M0)               r32.0<1>:d    r9.0<1;1,0>:d     -2147483648:d                       // $55
(f1.1)  goto (8|M0)                          _0_034            _0_039                                // $57
// B009: [inDivergent],  Preds:{B008},  Succs:{B010, B026}
_0_040:
        cmp (8|M0)    (eq)f1.0   null<1>:d     r13.0<1;1,0>:d    255:w                               // $59
(f1.0)  goto (8|M0)                          _0_034            _0_041                                // $60
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B025}
_0_042:
        cmp (8|M0)    (eq)f0.1   null<1>:d     r30.0<1;1,0>:d    0:w                                 // $62
(f0.1)  goto (8|M0)                          _0_034            _0_043                                // $63
// B011: [inDivergent],  Preds:{B010},  Succs:{B012, B024}
_0_044:
        cmp (8|M0)    (eq)f0.0   null<1>:d     r26.0<1;1,0>:d    0:w               {Compacted}       // $65
(f0.0)  goto (8|M0)                          _0_034            _0_045                                // $66
// B012: [inDivergent],  Preds:{B011},  Succs:{B013, B014}
_0_046:
        and (8|M0)    (eq)f1.1   null<1>:d     r8.0<1;1,0>:d     2139095040:d                        // $68
(~f1.1) goto (8|M0)                          _0_047            _0_047                                // $70
// B013: [inDivergent],  Preds:{B012},  Succs:{B015}
_0_048:
        mul (8|M0)               r8.0<1>:f     r8.0<1;1,0>:f     0x4F800000:f               {Compacted,I@2} // $72
        mov (8|M0)               r34.0<1>:d    -32:w                                                 // $76
        shr (8|M0)               acc0.0<1>:d   r8.0<1;1,0>:ud    23:w               {F@1}            // $73
        and (8|M0)               acc0.0<1>:d   acc0.0<1;1,0>:d   255:w                               // $74
        add (8|M0)               r11.0<1>:d    acc0.0<1;1,0>:d   -32:w                               // $75
        goto (8|M0)                          _0_047            _0_049                                // $77
// B014: [inDivergent],  Preds:{B012},  Succs:{B015}
_0_047:
        join (8|M0)                          _0_049                                                  // 
L1176:
        mov (8|M0)               r34.0<1>:d    0:w                                                   // $79
// B015: [inDivergent],  Preds:{B014, B013},  Succs:{B016, B017}
_0_049:
        join (8|M0)                          _0_034                                                  // 
L1208:
        and (8|M0)    (eq)f1.0   null<1>:d     r9.0<1;1,0>:d     2139095040:d                        // $81
(~f1.0) goto (8|M0)                          _0_050            _0_050                                // $83
// B016: [inDivergent],  Preds:{B015},  Succs:{B018}
_0_051:
        mul (8|M0)               r9.0<1>:f     r9.0<1;1,0>:f     0x4F800000:f               {Compacted,I@2} // $85
(W)     mov (1|M0)               r3.24<2>:b    32:w                                                  // $90
        shr (8|M0)               acc0.0<1>:d   r9.0<1;1,0>:ud    23:w               {F@1}            // $86
        and (8|M0)               r30.0<1>:d    r9.0<1;1,0>:d     2147483647:d                        // $89
        and (8|M0)               acc0.0<1>:d   acc0.0<1;1,0>:d   255:w                               // $87
        mov (8|M0)               r36.0<1>:b    r3.24<0;1,0>:b                   {I@4}                // $90
        add (8|M0)               r13.0<1>:d    acc0.0<1;1,0>:d   -32:w                               // $88
        goto (8|M0)                          _0_050            _0_052                                // $91
// B017: [inDivergent],  Preds:{B015},  Succs:{B018}
_0_050:
        join (8|M0)                          _0_052                                                  // 
L1376:
(W)     mov (1|M0)               r3.26<2>:b    0:w                                                   // $93
        mov (8|M0)               r36.0<1>:b    r3.26<0;1,0>:b                   {I@1}                // $93
// B018: [inDivergent],  Preds:{B017, B016},  Succs:{B019}
_0_052:
        join (8|M0)                          _0_034                                                  // 
L1424:
        and (8|M0)               acc0.0<1>:d   r8.0<1;1,0>:d     2147483647:d                        // $96
        mov (8|M0)               r38.0<1>:d    r36.0<1;1,0>:ub                  {I@3}                // $99
        add (8|M0)               r37.0<1>:d    acc0.0<1;1,0>:d   -r30.0<1;1,0>:d                     // $97
        add (8|M0)               r29.0<1>:d    r11.0<1;1,0>:d    -r13.0<1;1,0>:d  {Compacted}        // $95
        asr (8|M0)               r37.0<1>:d    r37.0<1;1,0>:d    23:w               {Compacted,I@2}  // $98
        add3 (8|M0)              r28.0<1>:d    r38.0<1;0>:d      r34.0<1;0>:d      r37.0<1>:d       {I@1} // $100
// B019: [inDivergent],  Preds:{B018, B005},  Succs:{B020, B021}
_0_034:
        join (8|M0)                          _0_045                                                  // 
L1520:
(W)     mov (1|M0)               r3.7<1>:f     0x807FFFFF:f                                          //  (0x807fffff:f); $104
(W)     mov (1|M0)               r75.0<1>:f    0x3F800000:f                               {Compacted} //  (0x3f800000:f); $104
        add (8|M0)               r41.0<1>:d    r28.0<1;1,0>:d    126:w               {Compacted,I@2} // $106
        bfn.(s0&s1|s2) (8|M0)    r40.0<1>:ud   r9.0<1;0>:ud      r3.7<0;0>:ud      r75.0<0>:d       {A@1} // $105
        bfn.(s0&s1|s2) (8|M0)    r39.0<1>:ud   r8.0<1;0>:ud      r3.7<0;0>:ud      r75.0<0>:d        // $104
        sync.nop                             null                             {Compacted,I@2}        // $108
        math.inv (8|M0)          r43.0<1>:f    r40.0<1;1,0>:f                   {$6}                 // $108
        add (8|M0)               acc2.0<1>:d   -r28.0<1;1,0>:d   -152:w               {Compacted}    // $107
        sync.nop                             null                             {Compacted,$6.dst}     // $109
        mul (8|M0)               acc0.0<1>:f   r43.0<1;1,0>:f    r39.0<1;1,0>:f   {Compacted,I@2}    // $109
        mad (8|M0)               acc1.0<1>:f   r3.1<0;0>:f       r43.0<1;0>:f      -r40.0<1>:f       // $110
        and (8|M0)    (lt)f0.1   null<1>:d     r41.0<1;1,0>:d    acc2.0<1;1,0>:d                     // $115
        mad (8|M0)               acc2.0<1>:f   r39.0<1;0>:f      acc0.0<1;0>:f     -r40.0<1>:f      {A@1} // $112
        mad (8|M0)               r46.0<1>:f    r43.0<1;0>:f      acc1.0<1;0>:f     r43.0<1>:f       {Compacted} // $111
        mad (8|M0)               r48.0<1>:f    acc0.0<1;0>:f     acc2.0<1;0>:f     r46.0<1>:f       {F@1} // $113
        mad (8|M0)               r49.0<1>:f    r39.0<1;0>:f      r48.0<1;0>:f      -r40.0<1>:f      {Compacted,F@1} // $114
(f0.1)  goto (8|M0)                          _0_053            _0_053                                // $117
// B020: [inDivergent],  Preds:{B019},  Succs:{B030}
_0_054:
        add (8|M0)               r51.0<1>:d    r29.0<1;1,0>:d    -253:w               {Compacted}    // $120
        asr (8|M0)               acc0.0<1>:d   r29.0<1;1,0>:d    31:w               {Compacted}      // $121
        cmp (8|M0)    (lt)f1.0   r54.0<1>:ud   r51.0<1;1,0>:ud   0xFFFFFE85:ud              {I@2}    // $124
        add (8|M0)               acc2.0<1>:d   acc0.0<1;1,0>:d   248:w                               // $122
        mad (8|M0)               r50.0<1>:f    r48.0<1;0>:f      r46.0<1;0>:f      r49.0<1>:f       {Compacted,F@1} // $119 R{} IR{}{E:12,O:11,E:12,},  {BC=1}
        xor (8|M0)               r53.0<1>:d    acc2.0<1;1,0>:d   acc0.0<1;1,0>:d                     // $123
        bfn.(s0&s1|~s0&s2) (8|M0)   r53.0<1>:ud  r54.0<1;0>:ud   r53.0<1;0>:ud     r29.0<1>:ud      {I@1} // $125
        asr (8|M0)               r55.0<1>:d    r53.0<1;1,0>:d    1:w               {Compacted,I@1}   // $126
        add (8|M0)               acc0.0<1>:d   r53.0<1;1,0>:d    -r55.0<1;1,0>:d  {I@1}              // $127
        shl (8|M0)               r55.0<1>:d    r55.0<1;1,0>:d    23:w               {Compacted}      // $128
        shl (8|M0)               r53.0<1>:d    acc0.0<1;1,0>:d   23:w                                // $130
        add (8|M0)               r55.0<1>:d    r55.0<1;1,0>:d    r50.0<1;1,0>:d   {Compacted,A@1}    // $129
        add (8|M0)               r53.0<1>:d    r53.0<1;1,0>:d    1065353216:d               {I@2}    // $131
        mul (8|M0)               r23.0<1>:f    r55.0<1;1,0>:f    r53.0<1;1,0>:f   {Compacted,A@1}    // $132
        goto (8|M0)                          _0_053            _0_031                                // $133
// B021: [inDivergent],  Preds:{B019},  Succs:{B022, B023}
_0_053:
        join (8|M0)                          _0_045                                                  // 
L1928:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}          // $135
        mad (8|M0)               r56.0<1>:f    r48.0<1;0>:f      r46.0<1;0>:f      r49.0<1>:f       {Compacted,A@1} // $136 R{} IR{}{E:12,O:11,E:12,},  {BC=1}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {A@1}          // $137
        and (8|M0)    (ne)f0.0   r57.0<1>:d    r49.0<1;1,0>:d    2147483647:d               {A@1}    // $138
(W)     mov (1|M0)               r3.3<1>:f     0x800000:f                               {Compacted}  //  (0x00800000:f); $144
        cmp (8|M0)    (ne)f1.1   r58.0<1>:d    r57.0<1;1,0>:d    0:w               {I@1}             // $140
(f0.0)  cmp (8|M0)    (gt)f0.0   null<1>:d     r28.0<1;1,0>:d    -128:w                              // $142
        mov (8|M0)               r59.0<1>:d    -r58.0<1;1,0>:d                  {I@2}                // $141
(f0.0)  goto (8|M0)                          _0_055            _0_055                                // $145
// B022: [inDivergent],  Preds:{B021},  Succs:{B030}
_0_056:
        shl (8|M0)               r60.0<1>:d    r28.0<1;1,0>:d    23:w               {Compacted}      // $147
        and (8|M0)               r61.0<1>:d    r56.0<1;1,0>:d    -2139095041:d               {F@2}   // $149
        add (8|M0)               r60.0<1>:d    r60.0<1;1,0>:d    2122317824:d               {I@2}    // $148
        bfn.(s0|s1|s2) (8|M0)    r62.0<1>:ud   r61.0<1;0>:ud     r59.0<1;0>:ud     r3.3<0>:ud       {A@1} // $150
        mul (8|M0)               r23.0<1>:f    r60.0<1;1,0>:f    r62.0<1;1,0>:f   {Compacted,A@1}    // $151
        goto (8|M0)                          _0_055            _0_031                                // $152
// B023: [inDivergent],  Preds:{B021},  Succs:{B030}
_0_055:
        join (8|M0)                          _0_045                                                  // 
L2152:
        and (8|M0)    (eq)f0.1   null<1>:d     r56.0<1;1,0>:d    4194304:d                           // $157
        shl (8|M0)               r64.0<1>:d    r56.0<1;1,0>:d    1:w               {Compacted}       // $155
(W)     mov (1|M0)               r6.3<1>:f     0xA00000:f                               {Compacted}  //  (0x00a00000:f); $159
        bfn.(s0|s1&s2) (8|M0)    acc0.0<1>:ud  r59.0<1;0>:ud     r56.0<1;0>:ud     r3.2<0>:ud        // $160
        and (8|M0)               r64.0<1>:d    r64.0<1;1,0>:d    8388606:d               {I@2}       // $156
(f0.1)  sel (8|M0)               r65.0<1>:d    r6.3<0;1,0>:d     12582912:d               {F@1}      // $159
(W)     mov (1|M0)               r3.4<1>:f     0x3E800000:f                               {Compacted} // $163
        bfn.(s0|s1|s2) (8|M0)    r67.0<1>:ud   acc0.0<1;0>:ud    r64.0<1;0>:ud     r3.3<0>:ud       {I@2} // $161
        bfn.(s0|s1&s2) (8|M0)    r65.0<1>:ud   r65.0<1;0>:ud     r56.0<1;0>:ud     r3.2<0>:ud       {I@2} // $162
        bfn.(s0&s1|s2) (8|M0)    r63.0<1>:ud   r56.0<1;0>:ud     r3.2<0;0>:ud      r3.3<0>:ud        // $154
        mad (8|M0)               acc0.0<1>:f   r65.0<1;0>:f      r67.0<1;0>:f      r3.4<0>:f        {Compacted,A@1} // $164
(W)     mov (1|M0)               r3.5<1>:d     -2:w                                                  // $167
        mul (8|M0)               r69.0<1>:f    r63.0<1;1,0>:f    r63.0<1;1,0>:f   {Compacted,I@2}    // $166
        add (8|M0)               r68.0<1>:f    acc0.0<1;1,0>:f   -r63.0<1;1,0>:f  {Compacted}        // $165
        bfn.(s0&s1|s2) (8|M0)    r23.0<1>:ud   r69.0<1;0>:ud     r3.5<0;0>:ud      r68.0<1>:ud      {A@1} // $168 R{} IR{}{E:1,O:0,E:1,},  {BC=1}
        goto (8|M0)                          _0_045            _0_031                                // $169
// B024: [inDivergent],  Preds:{B011},  Succs:{B030}
_0_045:
        join (8|M0)                          _0_043                                                  // 
L2376:
        mul (8|M0)               r23.0<1>:f    r8.0<1;1,0>:f     r9.0<1;1,0>:f    {Compacted,I@3}    // $171 R{} IR{}{E:2,E:2,},  {BC=1}
        goto (8|M0)                          _0_043            _0_031                                // $172
// B025: [inDivergent],  Preds:{B010},  Succs:{B030}
_0_043:
        join (8|M0)                          _0_041                                                  // 
L2416:
(W)     mov (1|M0)               r76.0<1>:f    0x7F800000:f                               {Compacted} //  (0x7f800000:f); $175
        cmp (8|M0)    (eq)f0.0   null<1>:d     r26.0<1;1,0>:d    0:w               {Compacted}       // $178
        bfn.(s0&s1|s2) (8|M0)    r70.0<1>:ud   r9.0<1;0>:ud      r3.2<0;0>:ud      r76.0<0>:d       {F@1} // $175
        bfn.((s0|s1)^s2) (8|M0)   r72.0<1>:ud  r32.0<1;0>:ud     r76.0<0;0>:ud     r31.0<1>:ud       // $177
        mul (8|M0)               acc0.0<1>:f   r8.0<1;1,0>:f     r70.0<1;1,0>:f   {Compacted,I@2}    // $176
(f0.0)  sel (8|M0)               r23.0<1>:f    acc0.0<1;1,0>:f   r72.0<1;1,0>:f   {I@1}              // $179
        goto (8|M0)                          _0_041            _0_031                                // $180
// B026: [inDivergent],  Preds:{B009},  Succs:{B030}
_0_041:
        join (8|M0)                          _0_039                                                  // 
L2520:
        mul (8|M0)               r23.0<1>:f    r8.0<1;1,0>:f     r32.0<1;1,0>:f   {Compacted}        // $182
        goto (8|M0)                          _0_039            _0_031                                // $183
// B027: [inDivergent],  Preds:{B008},  Succs:{B030}
_0_039:
        join (8|M0)                          _0_037                                                  // 
L2560:
        bfn.((~s0|~s1)^~s2) (8|M0)   r73.0<1>:ud  r9.0<1;0>:ud   r3.2<0;0>:ud      r8.0<1>:ud        // $185 R{} IR{}{E:2,O:0,E:2,},  {BC=1}
        bfn.((~s0|~s1)^~s2) (8|M0)   r74.0<1>:ud  r8.0<1;0>:ud   r3.2<0;0>:ud      r9.0<1>:ud        // $186 R{r3,} IR{}{E:2,E:2,},  {BC=1}
        add (8|M0)               r23.0<1>:f    r73.0<1;1,0>:f    -r74.0<1;1,0>:f  {Compacted,A@1}    // $187
        goto (8|M0)                          _0_037            _0_031                                // $188
// B028: [inDivergent],  Preds:{B007},  Succs:{B030}
_0_037:
        join (8|M0)                          _0_035                                                  // 
L2632:
        add (8|M0)               r23.0<1>:f    r9.0<1;1,0>:f     r9.0<1;1,0>:f    {Compacted}        // $190
        goto (8|M0)                          _0_035            _0_031                                // $191
// B029: [inDivergent],  Preds:{B006},  Succs:{B030}
_0_035:
        join (8|M0)                          _0_031                                                  // 
L2672:
        add (8|M0)               r23.0<1>:f    r8.0<1;1,0>:f     r9.0<1;1,0>:f    {Compacted}        // $193 R{} IR{}{E:2,E:2,},  {BC=1}
// B030: Preds:{B029, B028, B027, B026, B025, B024, B023, B022, B020, B003},  Succs:{}
_0_031:
        join (8|M0)                          L2696                                                   // 
L2696:
        sync.nop                             null                             {Compacted,F@1}        // $196
        send.dc1 (8|M0)          null     r7      r23:1   0x0            0x02026E02           {$7} // wr:1+1, rd:0; untyped surface write with x // $196
(W)     mov (8|M0)               r127.0<1>:f   r2.0<1;1,0>:f                    {Compacted}          // $197
(W)     send.ugm (1|M0)          r77      r2      null:0  0x0            0x0214031F           {$8} // wr:1+0, rd:1; fence.ugm.none.local // $197
(W)     mov (8|M0)               null<1>:ud    r77.0<1;1,0>:ud                  {$8.dst}             //  memory fence commit; $197
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $197
L2776:
        nop                                                                                          // $197


//.BankConflicts: 9
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 5
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 202
//
//.RMWs: 2
//
//.accSubDef: 23
//.accSubUse: 27
//.accSubCandidateDef: 24
//.accSubCandidateUse: 28
